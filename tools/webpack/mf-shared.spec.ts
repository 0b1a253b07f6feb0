const { createShared, NOT_SHARED, WORKSPACE_LIBS } = require('./mf-shared');

type SharedConfig = { singleton: boolean; eager: boolean; import?: string; requiredVersion?: string | false };

describe('Module Federation shared list', () => {
  it('keeps every entry a lazy singleton (host and remotes hold one instance, negotiated at the async boundary)', () => {
    const shared: Record<string, SharedConfig> = createShared();
    for (const [name, cfg] of Object.entries(shared)) {
      expect([name, cfg.singleton, cfg.eager]).toEqual([name, true, false]);
    }
  });

  it('asks no version range of any shared module (one lock file builds them all; a range only cost the runtime its semver parser)', () => {
    for (const host of [false, true]) {
      const shared: Record<string, SharedConfig> = createShared({ host });
      for (const [name, cfg] of Object.entries(shared)) expect([name, cfg.requiredVersion]).toEqual([name, false]);
    }
  });

  it('shares the browser cart lib by path, like the other web libs', () => {
    const shared: Record<string, SharedConfig> = createShared();
    expect(WORKSPACE_LIBS['@resellpk/web-cart']).toBe('libs/web/cart/src/index.ts');
    expect(shared['@resellpk/web-cart'].import).toMatch(/libs\/web\/cart\/src\/index\.ts$/);
  });

  it('never shares @ant-design/icons (a shared module is not tree-shaken: 430 KB of icons)', () => {
    const shared: Record<string, SharedConfig> = createShared();
    for (const name of NOT_SHARED) expect(shared[name]).toBeUndefined();
    expect(NOT_SHARED).toContain('@ant-design/icons');
  });
});
