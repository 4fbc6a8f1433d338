import { getRuntimeConfig, hasRuntimeConfig, loadRuntimeConfig } from './index';
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
