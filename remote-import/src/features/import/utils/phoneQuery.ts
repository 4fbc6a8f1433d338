/** Phone widths: the import page narrows its padding and lays the column mapping out as a list. */
export const PHONE_QUERY = '(max-width: 640px)';
