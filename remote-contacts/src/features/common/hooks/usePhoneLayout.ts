import { useMediaQuery } from '@meridian/shared/ui';

/** Phones (390 px and the like): the contacts screens switch to their compact layouts (as the shared PageContainer does). */
export const PHONE_QUERY = '(max-width: 640px)';

/** Whether the viewport is phone-sized (issue 20 M4, m13). False where matchMedia is missing. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
