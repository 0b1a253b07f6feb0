import { INLINE_MANIFEST_ID, MANIFEST_PATH, parseManifest, type RemoteManifest } from './remote-manifest';

let manifest: Promise<RemoteManifest> | null = null;

/** The copy apps/web-server writes into the page, if this server did and it is valid. */
function inlineManifest(): RemoteManifest | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return parseManifest(JSON.parse(text));
  } catch {
    return null; // the server's /mf-manifest.json decides
  }
}

/**
 * The remote config, read once (again after a failure): from the page when its server wrote it
 * there, else from /mf-manifest.json. Its own module, free of the federation runtime, so main.ts
 * can start it before the shell's shared modules have even loaded.
 */
export function fetchManifest(): Promise<RemoteManifest> {
  if (!manifest) {
    const inline = inlineManifest();
    if (inline) return (manifest = Promise.resolve(inline));
    manifest = fetch(MANIFEST_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`Remote manifest answered ${res.status}`);
        return res.json();
      })
      .then(parseManifest)
      .catch((e) => {
        manifest = null; // a later retry fetches it again
        throw e;
      });
  }
  return manifest;
}

