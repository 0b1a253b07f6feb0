/** The element holding the first screen the server drew (tools/web-first-paint.js, FIRST_PAINT_ID). */
export const FIRST_PAINT_ID = 'first-paint';
