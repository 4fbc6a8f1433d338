import { createIcon } from './createIcon';

export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
