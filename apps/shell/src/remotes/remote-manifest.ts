/** Runtime remote configuration served by the shell's server at /mf-manifest.json. */
export type RemoteName = 'storefront' | 'admin';
export type RemoteManifest = Record<RemoteName, string>;

export const MANIFEST_PATH = '/mf-manifest.json';
/** The page's copy of it, a JSON data block apps/web-server writes into the HTML (same id there). */
export const INLINE_MANIFEST_ID = 'mf-manifest';

/** Parses and checks the manifest: each remote must map to an absolute or root-relative URL. */
export function parseManifest(raw: unknown): RemoteManifest {
  if (!raw || typeof raw !== 'object') throw new Error('Remote manifest is not an object');
  const out: Partial<RemoteManifest> = {};
  for (const name of ['storefront', 'admin'] as const) {
    const url = (raw as Record<string, unknown>)[name];
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new Error(`Remote manifest has no valid URL for "${name}"`);
    }
    out[name] = url;
  }
  return out as RemoteManifest;
}

/** A retry must not reuse the runtime's cached failed script load, so each attempt gets its own URL. */
export function entryForAttempt(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/** The remote that serves a URL's page: the admin remote under /admin (buildRoutes), the storefront elsewhere. */
export function remoteForPath(pathname: string): RemoteName {
  return /^\/admin(\/|$)/i.test(pathname) ? 'admin' : 'storefront';
}
