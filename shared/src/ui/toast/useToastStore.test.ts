import { toast } from './toast';
import { TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS } from './toastDurations';
import { MAX_TOASTS, useToastStore } from './useToastStore';

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('toast store', () => {
  it('uses the docs/PRODUCT.md §9 durations: 4000 ms, 8000 ms with an action, explicit wins', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_WITH_ACTION_DURATION_MS).toBe(8000);
    const action = { label: 'Undo', onClick: () => {} };
    toast.success('plain');
    toast.info('with action', { action });
    toast.warning('explicit', { duration: 1500, action });
    expect(useToastStore.getState().toasts.map((t) => t.duration)).toEqual([4000, 8000, 1500]);
  });

  it('each helper sets its type and returns the id', () => {
    const ids = [toast.success('a'), toast.error('b'), toast.warning('c'), toast.info('d')];
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((t) => [t.message, t.type])).toEqual([
      ['a', 'success'],
      ['b', 'error'],
      ['c', 'warning'],
      ['d', 'info'],
    ]);
    expect(toasts.map((t) => t.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });

  it('show defaults to info; dismiss removes one', () => {
    const id = useToastStore.getState().show({ message: 'hello' });
    toast.error('keep');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, type: 'info' });
    toast.dismiss(id);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['keep']);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) toast.info(`t${i}`);
    const messages = useToastStore.getState().toasts.map((t) => t.message);
    expect(messages).toHaveLength(MAX_TOASTS);
    expect(messages[0]).toBe('t3');
  });
});
