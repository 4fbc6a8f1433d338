import type { FastifyInstance } from 'fastify';

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // The API verifies access tokens with these keys; a short cache lets a new key show up soon.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.signer.jwks();
  });
}
