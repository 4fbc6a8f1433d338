import { useCallback } from 'react';
import useSWR from 'swr';
import type { SavedView, ViewListAnswer, ViewObject, ViewSettings } from '@meridian/contract';
import { keys, viewsApi } from '@meridian/shared/api';

/** An optimistic answer: the change applied to the list SWR holds (none yet: none). */
const patched = (current: ViewListAnswer | undefined, change: (answer: ViewListAnswer) => ViewListAnswer) =>
  (current ? change(current) : current) as ViewListAnswer;

/**
 * An object's saved views (GET /views) and the calls that change them; each change refetches the
 * list, so every tab and menu shows what the server keeps. `error` leaves the page on its
 * built-in view (the list still works without saved views).
 */
export function useSavedViews(object: ViewObject) {
  const swr = useSWR<ViewListAnswer, Error>(keys.views(object), () => viewsApi.list(object));
  const { mutate } = swr;

  const create = useCallback(
    async (name: string, shared: boolean, settings: ViewSettings): Promise<SavedView> => {
      const view = await viewsApi.create({ object, name, shared, settings });
      await mutate();
      return view;
    },
    [mutate, object],
  );
  const update = useCallback(
    async (id: string, change: { name?: string; shared?: boolean; settings?: ViewSettings }) => {
      // Shown at once: the tab's name or the Save button does not wait for the refetch.
      await mutate(
        async (current) => {
          await viewsApi.update(id, change);
          return current;
        },
        {
          optimisticData: (current) => patched(current, (answer) => ({ ...answer, views: answer.views.map((v) => (v.id === id ? { ...v, ...change } : v)) })),
          rollbackOnError: true,
          revalidate: true,
        },
      );
    },
    [mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      await viewsApi.remove(id);
      await mutate();
    },
    [mutate],
  );
  const setDefault = useCallback(
    async (viewId: string) => {
      await mutate(
        async (current) => {
          await viewsApi.setDefault(object, viewId);
          return current && { ...current, default_view_id: viewId };
        },
        { optimisticData: (current) => patched(current, (answer) => ({ ...answer, default_view_id: viewId })), rollbackOnError: true, revalidate: false },
      );
    },
    [mutate, object],
  );

  return {
    views: swr.data?.views,
    defaultViewId: swr.data?.default_view_id,
    error: swr.error,
    retry: () => void mutate(),
    create,
    update,
    remove,
    setDefault,
  };
}
