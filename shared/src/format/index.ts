export { toDate, type DateInput } from './toDate';
export { formatDate } from './formatDate';
export { formatDateTime } from './formatDateTime';
export { formatFileSize } from './formatFileSize';
export { contactDisplayName, type ContactNameParts } from './contactDisplayName';
export { initialOf } from './initialOf';
export { pluralize, pluralOf, pluralWord } from './pluralize';
export { formatCount } from './formatCount';
export { capitalize } from './capitalize';
