import { createIcon } from '@meridian/shared/ui';

/** Six dots: the drag handle of a card. */
export const GripIcon = createIcon(
  'GripIcon',
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);
