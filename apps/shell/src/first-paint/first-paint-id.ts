/** The element holding the first screen the server drew (apps/web-server/src/web-first-paint.ts, FIRST_PAINT_ID). */
export const FIRST_PAINT_ID = 'first-paint';
