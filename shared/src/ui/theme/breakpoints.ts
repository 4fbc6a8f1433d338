/** The one layout breakpoint: a viewport at most this wide (a phone) gets the compact layouts. */
export const PHONE_MAX_WIDTH = 640;

/** The phone media query, for matchMedia and `useMediaQuery`. */
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** The same query as a styled-components block opener: `${PHONE_MEDIA} { … }`. */
export const PHONE_MEDIA = `@media ${PHONE_QUERY}`;
