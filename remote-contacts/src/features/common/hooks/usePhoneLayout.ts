import { PHONE_QUERY, useMediaQuery } from '@meridian/shared/ui';

/** Whether the viewport is phone-sized (the contacts screens' compact layouts). False where matchMedia is missing. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
