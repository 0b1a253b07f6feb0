import type { RemoteManifest } from './remote-manifest';

const SERVED: RemoteManifest = { storefront: 'http://localhost:4201/remoteEntry.js', admin: 'http://localhost:4202/remoteEntry.js' };

/** A fresh copy of the module (it keeps the manifest once read) on a page whose data block holds `inline`. */
function load(inline: string | null): { fetchManifest: () => Promise<RemoteManifest>; fetch: jest.Mock } {
  const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => SERVED }));
  Object.assign(globalThis, {
    fetch,
    document: { getElementById: (id: string) => (id === 'mf-manifest' && inline !== null ? { textContent: inline } : null) },
  });
  let mod: { fetchManifest: () => Promise<RemoteManifest> } | undefined;
  jest.isolateModules(() => {
    mod = require('./manifest-fetch');
  });
  return { fetchManifest: mod!.fetchManifest, fetch };
}

describe('fetchManifest', () => {
  const saved = { fetch: globalThis.fetch, document: (globalThis as { document?: unknown }).document };
  afterEach(() => Object.assign(globalThis, saved));

  it("takes the page's copy (apps/web-server) and sends no request", async () => {
    const inline = { storefront: 'https://shop.example.pk/remoteEntry.js', admin: '/admin-remote/remoteEntry.js' };
    const { fetchManifest, fetch } = load(JSON.stringify(inline));
    await expect(fetchManifest()).resolves.toEqual(inline);
    await expect(fetchManifest()).resolves.toEqual(inline);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks /mf-manifest.json when the page has no copy, once', async () => {
    const { fetchManifest, fetch } = load(null);
    await expect(fetchManifest()).resolves.toEqual(SERVED);
    await expect(fetchManifest()).resolves.toEqual(SERVED);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/mf-manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it("asks the server when the page's copy is broken or names a script URL", async () => {
    for (const broken of ['{"storefront":', JSON.stringify({ storefront: 'javascript:alert(1)', admin: '/a.js' }), '']) {
      const { fetchManifest, fetch } = load(broken);
      await expect(fetchManifest()).resolves.toEqual(SERVED);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});
