import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Linter, RuleTester, type Rule } from 'eslint';

type RemoteOptions = { src: string; routes?: string; antdModules?: string[]; pages: { id: string; module: string; toolkit: 'kit' | 'antd'; layouts?: string[] }[] };
type Options = { tsconfig: string; remotes: RemoteOptions[] };

const plugin = require('./kit-pages-no-antd') as {
  rules: { 'kit-pages-no-antd': Rule.RuleModule };
  kitPagesOptions(input: {
    tsconfig: string;
    remotes: { src: string; routes?: string; antdModules?: string[]; remote: { pages: readonly { id: string; module: string; toolkit: string }[]; layoutsOf(page: unknown): readonly string[] } }[];
  }): Options;
  isAntdSpecifier(spec: string): boolean;
  graphStats: { parsed: number; reused: number };
};
const { workspaceKitPages } = require('./workspace-kit-pages') as { workspaceKitPages(root: string): { files: string[]; options: Options } };
const parser = require('@typescript-eslint/parser') as Linter.Parser;

const rule = plugin.rules['kit-pages-no-antd'];
const root = resolve(__dirname, '../..');
const fixtures = join(__dirname, 'fixtures');
const src = join(fixtures, 'app/src');

// the fixture remote's pages: all kit but the account page; `framed` is mounted in the antd outlet,
// `gone` has no module
const kit = (id: string, module: string, layouts: string[] = []) => ({ id, module, toolkit: 'kit' as const, layouts });
const PAGES = [
  kit('cart', 'pages/cart/cart-page'),
  kit('lazy', 'pages/lazy/lazy-page'),
  kit('types', 'pages/types/types-page'),
  kit('alias', 'pages/alias/alias-page'),
  { id: 'account', module: 'pages/account/account-page', toolkit: 'antd' as const, layouts: ['shared/antd-outlet'] },
  kit('orders', 'pages/orders/orders-page'),
  kit('outlet', 'pages/outlet/outlet-page'),
  kit('legacy', 'pages/legacy/legacy-page'),
  kit('rc', 'pages/rc/rc-page'),
  kit('clean', 'pages/clean/clean-page'),
  kit('framed', 'pages/framed/framed-page', ['shared/antd-outlet']),
  kit('gone', 'pages/gone/GonePage'),
];
const OPTIONS = plugin.kitPagesOptions({
  tsconfig: join(fixtures, 'tsconfig.json'),
  remotes: [{ src, routes: 'routes', antdModules: ['shared/antd-outlet'], remote: { pages: PAGES, layoutsOf: (p) => (p as { layouts: string[] }).layouts } }],
});

const at = (module: string) => {
  const filename = join(src, module);
  return { filename, code: readFileSync(filename, 'utf8'), options: [OPTIONS] };
};

describe('isAntdSpecifier', () => {
  it('takes antd, its packages and the antd lib, not the icon drawings or other packages', () => {
    for (const spec of ['antd', 'antd/es/button', '@ant-design/icons', '@ant-design/cssinjs', 'rc-field-form', 'rc-util/lib/hooks', '@rc-component/trigger', '@resellpk/web-antd']) {
      expect([spec, plugin.isAntdSpecifier(spec)]).toEqual([spec, true]);
    }
    for (const spec of ['@ant-design/icons-svg/es/asn/HeartOutlined', 'react', 'antdx', 'rcx', 'src-map', '@resellpk/web-ui', './antd']) {
      expect([spec, plugin.isAntdSpecifier(spec)]).toEqual([spec, false]);
    }
  });
});

new RuleTester({ languageOptions: { parser } }).run('kit-pages-no-antd', rule, {
  valid: [
    // antd through import() (React.lazy): a chunk of its own
    at('pages/lazy/lazy-page.tsx'),
    // `import type`, `import { type … }`, `export type … from`, `export { type … } from`: nothing loads
    at('pages/types/types-page.tsx'),
    // a kit lib that loads antd through import() and draws the icons' SVG data itself; a cycle
    at('pages/clean/clean-page.tsx'),
    // an antd page may import antd
    at('pages/account/account-page.tsx'),
    // a module that is no kit page is not checked (the pages that import it are)
    at('features/cart/lines.tsx'),
  ],
  invalid: [
    {
      // through two files
      ...at('pages/cart/cart-page.tsx'),
      errors: [{ line: 2, message: 'kit page pages/cart/cart-page reaches antd: cart-page.tsx -> ../../features/cart/lines.tsx -> ../../features/cart/line.tsx -> antd (load it with import() or use the kit)' }],
    },
    {
      // through a path alias to a lib that imports antd (the lib's index, then its own imports)
      ...at('pages/alias/alias-page.tsx'),
      errors: [
        {
          line: 2,
          message: 'kit page pages/alias/alias-page reaches antd: alias-page.tsx -> @fixture/antd-lib -> tools/eslint/fixtures/libs/antd-lib/src/fancy.tsx -> @ant-design/icons (load it with import() or use the kit)',
        },
      ],
    },
    {
      // a page declared antd, imported statically for a constant: its antd comes along
      ...at('pages/orders/orders-page.tsx'),
      errors: [
        {
          line: 1,
          message:
            'kit page pages/orders/orders-page imports the antd page pages/account/account-page statically: orders-page.tsx -> ../account/account-page.tsx (load it with import(), or move the shared part out of it)',
        },
      ],
    },
    {
      // the antd outlet is antd
      ...at('pages/outlet/outlet-page.tsx'),
      errors: [{ line: 1, message: 'kit page pages/outlet/outlet-page reaches antd: outlet-page.tsx -> ../../shared/antd-outlet.ts (load it with import() or use the kit)' }],
    },
    {
      ...at('pages/legacy/legacy-page.ts'),
      errors: [{ line: 2, message: 'kit page pages/legacy/legacy-page reaches antd: legacy-page.ts -> ../../features/cart/line.tsx -> antd (load it with import() or use the kit)' }],
    },
    {
      ...at('pages/rc/rc-page.tsx'),
      errors: [{ line: 1, message: 'kit page pages/rc/rc-page reaches antd: rc-page.tsx -> rc-field-form (load it with import() or use the kit)' }],
    },
    {
      // the text being linted counts, not the file on disk (an editor's unsaved change)
      ...at('pages/clean/clean-page.tsx'),
      code: `import { Button } from 'antd';\n${readFileSync(join(src, 'pages/clean/clean-page.tsx'), 'utf8')}`,
      errors: [{ line: 1, message: 'kit page pages/clean/clean-page reaches antd: clean-page.tsx -> antd (load it with import() or use the kit)' }],
    },
    {
      // one error per import that leads to antd
      ...at('pages/clean/clean-page.tsx'),
      code: "import '../cart/cart-page';\nimport { Fancy } from '@fixture/antd-lib';\nexport const x = Fancy;\n",
      errors: [
        { line: 1, messageId: 'reachesAntd' },
        { line: 2, messageId: 'reachesAntd' },
      ],
    },
    {
      // on the routes module: a kit page without a module, a kit page inside the antd outlet
      ...at('routes.tsx'),
      errors: [
        { message: 'kit page pages/framed/framed-page is mounted inside the antd layout route shared/antd-outlet (layoutsOf in libs/web/pages): its first screen would load antd' },
        { message: 'kit page gone: no module pages/gone/GonePage under tools/eslint/fixtures/app/src (declared in libs/web/pages; nothing of it is checked)' },
      ],
    },
    {
      // the routes module loads with every page
      ...at('routes.tsx'),
      code: "import { Lines } from './features/cart/lines';\nexport const lines = Lines;\n",
      errors: [
        { line: 1, message: 'the routes module loads with every page, kit pages too, and reaches antd: routes.tsx -> features/cart/lines.tsx -> features/cart/line.tsx -> antd (load it with import())' },
        { messageId: 'insideAntdLayout' },
        { messageId: 'missingModule' },
      ],
    },
  ],
});

describe('kit-pages-no-antd on this workspace', () => {
  const { files, options } = workspaceKitPages(root);
  const linter = new Linter({ cwd: root });
  const config: Linter.Config[] = [
    { files, languageOptions: { parser }, plugins: { resellpk: { rules: { 'kit-pages-no-antd': rule } } }, rules: { 'resellpk/kit-pages-no-antd': ['error', options] } },
  ];
  const kitPages = options.remotes.flatMap((r) => r.pages.filter((p) => p.toolkit === 'kit').map((p) => ({ src: r.src, ...p })));
  const fileOf = (srcDir: string, module: string) => [`${module}.tsx`, `${module}.ts`].map((m) => join(srcDir, m)).find((f) => { try { readFileSync(f); return true; } catch { return false; } });
  // the rule's messages and parse failures (the pages' disable comments name rules not loaded here)
  const lint = (file: string, text = readFileSync(file, 'utf8')) =>
    linter
      .verify(text, config, file)
      .filter((m) => m.ruleId === 'resellpk/kit-pages-no-antd' || m.fatal)
      .map((m) => `${file}:${m.line} ${m.message}`);

  it('finds the kit pages of the declarations', () => {
    expect(kitPages.map((p) => p.id)).toEqual(expect.arrayContaining(['landing', 'login', 'products', 'product', 'cart', 'orders', 'wallet', 'coins']));
    for (const page of kitPages) expect([page.module, fileOf(page.src, page.module) !== undefined]).toEqual([page.module, true]);
  });

  it('passes today: no kit page, no routes module reaches antd statically', () => {
    const files = [...kitPages.map((p) => fileOf(p.src, p.module) as string), ...options.remotes.map((r) => join(r.src, 'routes.tsx'))];
    expect(files.flatMap((file) => lint(file))).toEqual([]);
    // the graph is read once: a second pass parses nothing again
    const parsed = plugin.graphStats.parsed;
    expect(files.flatMap((file) => lint(file))).toEqual([]);
    expect(plugin.graphStats.parsed).toBe(parsed);
  });

  it('fails when the login page imports antd', () => {
    const login = join(root, 'apps/storefront/src/pages/login/login-page.tsx');
    expect(lint(login, `import { Button } from 'antd';\n${readFileSync(login, 'utf8')}`)).toEqual([
      `${login}:1 kit page pages/login/login-page reaches antd: login-page.tsx -> antd (load it with import() or use the kit)`,
    ]);
  });
});
