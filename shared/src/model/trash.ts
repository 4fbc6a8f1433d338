// The Trash's shapes, as the API sends them.
export type { TrashItem, TrashListAnswer, TrashType } from '@meridian/contract';
