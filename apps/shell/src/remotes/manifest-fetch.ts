import { MANIFEST_PATH, parseManifest, type RemoteManifest } from './remote-manifest';

let manifest: Promise<RemoteManifest> | null = null;

/**
 * /mf-manifest.json, read once (again after a failure). Its own module, free of the federation
 * runtime, so main.ts can start it before the shell's shared modules have even loaded.
 */
export function fetchManifest(): Promise<RemoteManifest> {
  if (!manifest) {
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

