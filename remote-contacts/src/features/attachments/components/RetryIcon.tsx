import { createIcon } from '@meridian/shared/ui';

/** A circular arrow: send again. */
export const RetryIcon = createIcon('RetryIcon', <path d="M21 12a9 9 0 1 1-2.64-6.36M21 3v6h-6" />);
