import { createSwrCache } from './SwrCache';

const MIN = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SwrCache', () => {
  it('is a Map-like SWR cache', () => {
    const cache = createSwrCache();
    cache.set('/a', { data: 1 });
    cache.set('/b', { data: 2 });
    expect([...cache.keys()]).toEqual(['/a', '/b']);
    expect(cache.get('/a')).toEqual({ data: 1 });
    cache.delete('/a');
    expect(cache.get('/a')).toBeUndefined();
  });

  it('evicts an entry nobody used for 10 minutes', () => {
    const cache = createSwrCache();
    cache.set('/contacts', { data: [] });
    jest.advanceTimersByTime(10 * MIN - 1);
    expect(cache.get('/contacts')).toEqual({ data: [] }); // a use restarts the clock
    jest.advanceTimersByTime(10 * MIN - 1);
    expect([...cache.keys()]).toEqual(['/contacts']);
    jest.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual([]);
  });

  it('never evicts what a mounted hook retains; the clock starts at the last release', () => {
    const cache = createSwrCache();
    cache.retain('/contacts');
    cache.retain('/contacts');
    cache.set('/contacts', { data: [] });
    jest.advanceTimersByTime(60 * MIN);
    expect(cache.get('/contacts')).toBeDefined();

    cache.release('/contacts');
    jest.advanceTimersByTime(60 * MIN);
    expect(cache.get('/contacts')).toBeDefined();

    cache.release('/contacts');
    jest.advanceTimersByTime(10 * MIN - 1);
    expect([...cache.keys()]).toEqual(['/contacts']);
    jest.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual([]);
  });

  it('is fresh for 5 minutes after a fetch', () => {
    const cache = createSwrCache();
    cache.retain('/a');
    expect(cache.isFresh('/a')).toBe(false);
    cache.set('/a', { data: 1 });
    cache.markFetched('/a');
    jest.advanceTimersByTime(5 * MIN - 1);
    expect(cache.isFresh('/a')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(cache.isFresh('/a')).toBe(false);
  });

  it('takes other periods', () => {
    const cache = createSwrCache({ freshMs: 1000, keepMs: 2000 });
    cache.set('/a', { data: 1 });
    cache.markFetched('/a');
    jest.advanceTimersByTime(1000);
    expect(cache.isFresh('/a')).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('clear() empties it, tells SWR through the attached unloader, and survives a dead one', () => {
    const cache = createSwrCache();
    cache.set('/a', { data: 1 });
    cache.markFetched('/a');
    const unload = jest.fn();
    cache.attachUnloader(unload);
    cache.clear();
    expect(unload).toHaveBeenCalledWith({ revalidate: false });
    expect([...cache.keys()]).toEqual([]);
    expect(cache.isFresh('/a')).toBe(false);

    cache.set('/b', { data: 2 });
    cache.attachUnloader(() => {
      throw new TypeError('provider gone');
    });
    expect(() => cache.clear({ revalidate: true })).not.toThrow();
    expect([...cache.keys()]).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps freshness by the query key as the app wrote it, and forgets what a matcher marks stale', () => {
    const cache = createSwrCache();
    cache.markFetched(['contacts', { page: 1, search: undefined }]);
    cache.markFetched(['companies', {}]);
    expect(cache.isFresh(['contacts', { page: 1 }])).toBe(true);
    expect(cache.isFresh(['contacts', { page: 2 }])).toBe(false);
    cache.markStale((key) => Array.isArray(key) && key[0] === 'contacts');
    expect(cache.isFresh(['contacts', { page: 1 }])).toBe(false);
    expect(cache.isFresh(['companies', {}])).toBe(true);
  });

  it('tells which entries were read between startReading and stopReading, nested ones too', () => {
    const cache = createSwrCache();
    cache.set('/a', { data: 1 });
    cache.get('/outside');
    cache.startReading();
    cache.get('/b');
    cache.startReading();
    cache.get('/a');
    expect(cache.stopReading()).toEqual(['/a']);
    expect(cache.stopReading()).toEqual(['/a', '/b']);
    cache.get('/c');
    cache.startReading();
    expect(cache.stopReading()).toEqual([]);
  });

  it('refreshes the infinite lists on screen whose first page key a matcher accepts', async () => {
    const cache = createSwrCache();
    const contacts = jest.fn(async () => 'contacts');
    const companies = jest.fn(async () => 'companies');
    const remove = cache.addList(['contacts', { page: 1 }], contacts);
    cache.addList(['companies', { page: 1 }], companies);
    await expect(cache.refreshLists((key) => Array.isArray(key) && key[0] === 'contacts')).resolves.toEqual(['contacts']);
    expect(companies).not.toHaveBeenCalled();
    remove();
    await cache.refreshLists(() => true);
    expect(contacts).toHaveBeenCalledTimes(1);
    expect(companies).toHaveBeenCalledTimes(1);
  });
});
