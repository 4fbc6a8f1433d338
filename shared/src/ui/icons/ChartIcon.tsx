import { createIcon } from './createIcon';

export const ChartIcon = createIcon(
  'ChartIcon',
  <>
    <path d="M3 3v18h18" />
    <path d="M7 16v-4M11 16V8M15 16v-6M19 16V5" />
  </>,
);
