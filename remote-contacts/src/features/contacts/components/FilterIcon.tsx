import { createIcon } from '@meridian/shared/ui';

/** A funnel: the toolbar's filters. */
export const FilterIcon = createIcon('FilterIcon', <path d="M3 4h18l-7 8.5V19l-4 2v-8.5L3 4z" />);
