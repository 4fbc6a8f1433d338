import { act, renderHook } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { useToastStore } from '../toast/useToastStore';
import { useBulkDeleteWithUndo, type BulkDeleteOptions } from './useBulkDeleteWithUndo';

const CONTACT = { singular: 'contact', plural: 'contacts' };
const COMPANY = { singular: 'company', plural: 'companies' };

const toasts = () => useToastStore.getState().toasts;

function setup(overrides: Partial<BulkDeleteOptions<string>> = {}) {
  const options = {
    deleteOne: jest.fn(async (_id: string): Promise<unknown> => undefined),
    restore: jest.fn(async (_ids: string[]) => undefined),
    onChanged: jest.fn(),
    noun: CONTACT,
    ...overrides,
  };
  const { result } = renderHook(() => useBulkDeleteWithUndo(options));
  return { ...options, result };
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useBulkDeleteWithUndo', () => {
  it("deletes all, reports 'Deleted N contact(s)' for 8 s with Undo", async () => {
    const deleteOne = jest.fn(async (_id: string): Promise<unknown> => undefined);
    const { result, onChanged } = setup({ deleteOne });
    let outcome;
    await act(async () => {
      outcome = await result.current.run(['a', 'b', 'c']);
    });
    expect(deleteOne.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c']);
    expect(outcome).toEqual({ deleted: ['a', 'b', 'c'], failed: [] });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ message: 'Deleted 3 contact(s)', type: 'success', duration: 8000 });
    expect(toasts()[0].action?.label).toBe('Undo');
  });

  it("Undo restores exactly the deleted ids, then toasts 'Restored N contact(s)'", async () => {
    const { result, restore, onChanged } = setup({
      deleteOne: jest.fn(async (id: string) => {
        if (id === 'bad') throw new Error('nope');
      }),
    });
    await act(async () => void (await result.current.run(['a', 'bad', 'b'])));
    const undo = toasts().find((t) => t.action)!;
    expect(undo.message).toBe('Deleted 2 contact(s)');
    expect(toasts().map((t) => t.message)).toContain('Failed to delete 1 contact(s)');

    await act(async () => void (await undo.action!.onClick()));
    expect(restore).toHaveBeenCalledWith(['a', 'b']);
    expect(toasts().at(-1)).toMatchObject({ message: 'Restored 2 contact(s)', type: 'success', duration: 4000 });
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('counts what the restore answer says came back (a contact whose email another has now stays deleted)', async () => {
    const { result } = setup({ restore: jest.fn(async () => ({ restored: 1, not_restored: 1 })) });
    await act(async () => void (await result.current.run(['a', 'b'])));
    await act(async () => void (await toasts()[0]!.action!.onClick()));
    expect(toasts().at(-1)).toMatchObject({ message: 'Restored 1 contact(s)', type: 'success' });
  });

  it("reports only 'Failed to delete N contact(s)' when nothing was deleted", async () => {
    const { result } = setup({ deleteOne: jest.fn(async () => Promise.reject(new Error('x'))) });
    let outcome;
    await act(async () => {
      outcome = await result.current.run(['a', 'b']);
    });
    expect(outcome).toEqual({ deleted: [], failed: ['a', 'b'] });
    expect(toasts().map((t) => [t.message, t.type])).toEqual([['Failed to delete 2 contact(s)', 'error']]);
  });

  it("a thrown error gives 'Error deleting contacts'", async () => {
    const { result } = setup({
      deleteOne: jest.fn(() => {
        throw new Error('sync boom');
      }),
    });
    await act(async () => void (await result.current.run(['a'])));
    expect(toasts().map((t) => [t.message, t.type])).toEqual([['Error deleting contacts', 'error']]);
  });

  it("a failed restore gives 'Failed to restore contacts'", async () => {
    const { result } = setup({ restore: jest.fn(async () => Promise.reject(new Error('gone'))) });
    await act(async () => void (await result.current.run(['a'])));
    await act(async () => void (await toasts()[0].action!.onClick()));
    expect(toasts().at(-1)).toMatchObject({ message: 'Failed to restore contacts', type: 'error' });
  });

  it('counts companies in proper plurals', async () => {
    const { result } = setup({ noun: COMPANY, deleteOne: jest.fn(async (id: string) => (id === 'x' ? Promise.reject(new Error()) : undefined)) });
    await act(async () => void (await result.current.run(['a', 'b', 'x'])));
    expect(toasts().map((t) => t.message)).toEqual(['Deleted 2 companies', 'Failed to delete 1 company']);
    await act(async () => void (await toasts()[0].action!.onClick()));
    expect(toasts().at(-1)?.message).toBe('Restored 2 companies');
  });

  it('speaks the current language, with its plurals', async () => {
    await act(() => useLocaleStore.getState().setLocale('de'));
    const { result } = setup({ deleteOne: jest.fn(async (id: string) => (id === 'x' ? Promise.reject(new Error()) : undefined)) });
    await act(async () => void (await result.current.run(['a', 'b', 'x'])));
    expect(toasts().map((t) => t.message)).toEqual(['2 Kontakte gelöscht', '1 Kontakt konnte nicht gelöscht werden']);
    expect(toasts()[0].action?.label).toBe('Rückgängig');
  });

  it('is busy while the deletes are in flight', async () => {
    let finish!: () => void;
    const { result } = setup({ deleteOne: jest.fn(() => new Promise<void>((r) => (finish = r))) });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run(['a']);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.busy).toBe(false);
  });
});
