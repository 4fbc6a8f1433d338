import { createIcon } from './createIcon';

export const FileIcon = createIcon('FileIcon', <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5" />);
