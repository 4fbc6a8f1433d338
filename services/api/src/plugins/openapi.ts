// OpenAPI document built from the route schemas, browsable at /docs (JSON at /docs/json).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export const DOCS_PREFIX = '/docs';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Meridian CRM API',
          version: '1.0.0',
          description:
            'Every route except health and docs needs `Authorization: Bearer <access token>` from the sign-in ' +
            'service and `X-Service-Id`. Errors are always `{ "error": "<message>" }`.',
        },
        // Relative: the document describes the API at the origin that serves it, whichever that is.
        servers: [{ url: '/', description: 'The API serving this document' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            serviceId: { type: 'apiKey', in: 'header', name: 'X-Service-Id' },
          },
        },
        security: [{ bearerAuth: [], serviceId: [] }],
      },
      // Name shared schemas by their $id instead of def-0, def-1…
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'meridian-openapi' },
);
