import { createIcon } from './createIcon';

export const KanbanIcon = createIcon(
  'KanbanIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 7v7M12 7v4M16 7v9" />
  </>,
);
