import { createContext, useContext } from 'react';

const ServerDrawing = createContext(false);

/** Set by the server that draws a visitor's first screen into the HTML (apps/first-paint). */
export const ServerDrawingProvider = ServerDrawing.Provider;

/**
 * True while the server draws a page's first screen: the page may leave out what is far below the
 * fold (the HTML stays small and quick to parse on a phone); the live page draws all of it.
 */
export function useServerDrawing(): boolean {
  return useContext(ServerDrawing);
}
