import { usePermissions } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import type { Viewer } from '../utils/canChange';

/** The signed-in member as the activity rules see them. */
export function useViewer(): Viewer & { canCreate: boolean } {
  const id = useSessionStore((state) => state.user?.id ?? '');
  const { role, recordAccess, canCreate } = usePermissions();
  return { id, role, recordAccess, canCreate };
}
