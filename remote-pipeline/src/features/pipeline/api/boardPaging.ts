/** Cards per stage the board request asks for; a column shows this many before 'Load more'. */
export const BOARD_PAGE_SIZE = 50;
/** Cards one 'Load more' adds to a column. */
export const STAGE_PAGE_SIZE = 50;
