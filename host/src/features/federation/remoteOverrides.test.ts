import { isAllowedOverride, OVERRIDES_STORAGE_KEY, readRemoteOverrides } from './remoteOverrides';

beforeEach(() => localStorage.clear());

it('honours only localhost and 127.0.0.1 URLs', () => {
  expect(isAllowedOverride('http://localhost:3101/mf-manifest.json')).toBe(true);
  expect(isAllowedOverride('http://127.0.0.1:3101/mf-manifest.json')).toBe(true);
  expect(isAllowedOverride('https://evil.example/mf-manifest.json')).toBe(false);
  expect(isAllowedOverride('http://localhost.evil.example/mf-manifest.json')).toBe(false);
  expect(isAllowedOverride('javascript:alert(1)')).toBe(false);
  expect(isAllowedOverride('not a url')).toBe(false);
});

it('stores a ?remote.<name>= override so it survives navigation', () => {
  const overrides = readRemoteOverrides('?remote.contacts=http://localhost:3101/mf-manifest.json', localStorage);
  expect(overrides).toEqual({ contacts: 'http://localhost:3101/mf-manifest.json' });
  expect(readRemoteOverrides('', localStorage)).toEqual({ contacts: 'http://localhost:3101/mf-manifest.json' });
});

it('ignores a non-localhost override, says so in the console and does not store it', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const overrides = readRemoteOverrides('?remote.pipeline=https://cdn.evil.example/mf-manifest.json', localStorage);
  expect(overrides).toEqual({});
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a localhost URL'));
  expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({});
});

it('removes an override with an empty value or "off", and ignores unknown remotes', () => {
  readRemoteOverrides('?remote.contacts=http://localhost:3101/mf-manifest.json', localStorage);
  expect(readRemoteOverrides('?remote.contacts=off&remote.evil=http://localhost:1/x', localStorage)).toEqual({});
});
