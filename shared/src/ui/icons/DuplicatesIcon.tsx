import { createIcon } from './createIcon';

/** Two overlapping sheets: records that are copies of one another (the duplicate finder). */
export const DuplicatesIcon = createIcon(
  'DuplicatesIcon',
  <>
    <rect x="8" y="8" width="14" height="14" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);
