import { BOARD_FIRST_PAGE } from '@meridian/shared/federation';

/**
 * Cards per stage the board request asks for; a column shows this many before 'Load more'. The
 * shell starts the first screen's board request with it too (firstScreens.ts), so both are one.
 */
export const BOARD_PAGE_SIZE = BOARD_FIRST_PAGE;
/** Cards one 'Load more' adds to a column. */
export const STAGE_PAGE_SIZE = 50;
