// The shell's page as its server writes it (host/first-screen.cjs): the configuration in it, the
// section's remote preloaded, and the same sections as the shell's routes.
import { embeddedRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf } from '@meridian/shared/federation';

const { firstScreenPage, sectionOf, SECTIONS } = require('../../first-screen.cjs') as {
  firstScreenPage: (html: string, config: unknown, pathname: string, search?: string) => string;
  sectionOf: (pathname: string) => string | null;
  SECTIONS: [string, string][];
};
const { runtimeConfigFromEnv } = require('../../../scripts/runtime-config.cjs') as { runtimeConfigFromEnv: (env: Record<string, string>) => unknown };

const INDEX = '<!doctype html><html><head><title>Meridian</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const config = runtimeConfigFromEnv({
  REMOTE_PIPELINE_URL: 'https://cdn.example/pipeline/v42/mf-manifest.json',
  SIGN_IN_NAME: 'Evil</script><script>alert(1)</script>',
});

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

it('carries the runtime configuration as a data block the shell reads, `<` escaped', () => {
  const html = firstScreenPage(INDEX, config, '/contacts');
  expect(html).not.toContain('</script><script>alert');
  const doc = parse(html);
  expect(doc.querySelectorAll('script')).toHaveLength(2);
  expect(doc.querySelector('script[type="application/json"]')?.getAttribute('src')).toBeNull();
  expect(embeddedRuntimeConfig(doc)).toEqual(config);
});

it("preloads the section's manifest (as fetch() asks for it), not its entry script, and warms the API's connection", () => {
  const doc = parse(firstScreenPage(INDEX, config, '/pipeline/p1'));
  const links = [...doc.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('crossorigin'), l.href]);
  expect(links).toEqual([
    ['preconnect', null, '', 'http://localhost:4000/'],
    ['preload', 'fetch', '', 'https://cdn.example/pipeline/v42/mf-manifest.json'],
  ]);
});

it.each([
  ['/', 'contacts'],
  ['/contacts', 'contacts'],
  ['/contacts/abc/', 'contacts'],
  ['/companies/42', 'companies'],
  ['/pipeline', 'pipeline'],
  ['/import', 'importer'],
  ['/my-work', 'activities'],
  ['/dashboard', 'pipeline', 'pipeline/dashboard'],
  ['/nowhere', 'contacts'],
  ['/contactsx', 'contacts'],
  ['/settings', null],
  ['/profile', null],
])(
  '%s shows the remote %s, as the shell routes it (AppRoutes.test.tsx) and starts it (firstScreens.ts)',
  (...[path, remote, exposed]: [string, string | null, string?]) => {
    expect(sectionOf(path)).toBe(remote);
    const screenModule = firstScreenOf(path)?.module ?? null;
    expect(screenModule).toBe(remote ? (exposed ?? `${remote}/routes`) : null);
  },
);

it('lists every section the shell mounts', () => {
  expect(SECTIONS.map(([prefix]) => prefix).sort()).toEqual(['/companies', '/contacts', '/dashboard', '/import', '/my-work', '/pipeline']);
});

it('preloads nothing for an overridden remote, nor on the shell’s own pages', () => {
  for (const [path, search] of [
    ['/contacts', '?remote.contacts=http://localhost:3011/mf-manifest.json'],
    ['/settings', ''],
  ]) {
    expect(parse(firstScreenPage(INDEX, config, path, search)).querySelectorAll('link[rel=preload]')).toHaveLength(0);
  }
});
