// Types of tools/web-preload.js (plain CommonJS, loaded by tools/serve-web.js) for its spec.
export interface PreloadGroup {
  files: string[];
  shared: string[];
}
export interface PreloadRoute extends PreloadGroup {
  path: string;
}
export interface PreloadManifest {
  start?: PreloadGroup;
  shared?: Record<string, PreloadGroup>;
  exposes?: Record<string, PreloadGroup>;
  routes?: PreloadRoute[];
}
export function matchRoute<R extends { path: string }>(table: R[], urlPath: string): R | null;
export function preloadUrls(opts: {
  host: PreloadManifest;
  hostBase: string;
  remote: PreloadManifest | null;
  remoteBase: string;
  exposed: string;
  mountPath: string;
  urlPath: string;
}): string[];
export function preloadLinks(urls: string[]): string;
export function afterPaintPreloads(urls: string[]): string;
export const AFTER_PAINT_PRELOADS_ID: string;
