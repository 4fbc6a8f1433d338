import { embeddedRuntimeConfig, getRuntimeConfig, hasRuntimeConfig, loadRuntimeConfig } from './index';
import { jsonResponse, TEST_CONFIG } from '../testing/fixtures';

it('loads /runtime-config.json without the HTTP cache and keeps it', async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(200, TEST_CONFIG));
  global.fetch = fetchMock as unknown as typeof fetch;
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  expect(hasRuntimeConfig()).toBe(true);
  expect(getRuntimeConfig()).toEqual(TEST_CONFIG);
});

it('fails clearly when the configuration cannot be fetched', async () => {
  global.fetch = jest.fn().mockResolvedValue(jsonResponse(503, {})) as unknown as typeof fetch;
  await expect(loadRuntimeConfig('/runtime-config.json')).rejects.toThrow('Could not load /runtime-config.json (503)');
});

it('reads the configuration the page carries, without a request', () => {
  const doc = document.implementation.createHTMLDocument('shell');
  // As the shell's server writes it (host/first-screen.cjs): every `<` escaped.
  const json = JSON.stringify({ ...TEST_CONFIG, signInName: 'A</script>' }).replace(/</g, '\\u003c');
  doc.body.innerHTML = `<script type="application/json" id="meridian-runtime-config">${json}</script>`;
  expect(embeddedRuntimeConfig(doc)).toEqual({ ...TEST_CONFIG, signInName: 'A</script>' });
  expect(getRuntimeConfig().signInName).toBe('A</script>');
});

it('finds none in a page without it (a standalone remote fetches it)', () => {
  expect(embeddedRuntimeConfig(document.implementation.createHTMLDocument('remote'))).toBeNull();
});
