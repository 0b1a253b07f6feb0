import path from 'node:path';
import * as ts from 'typescript';
import type { Tree } from '@nx/devkit';
import { FsTree } from 'nx/src/generators/tree';
import type { PageDeclaration } from '@resellpk/web-pages';
import { pageGenerator } from './generator';

const root = path.resolve(__dirname, '../../../../..');

/** A generated TypeScript module, compiled and run (the declarations import types only). */
function evaluate(tree: Tree, file: string): Record<string, unknown> {
  const { outputText, diagnostics } = ts.transpileModule(tree.read(file, 'utf-8')!, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
    reportDiagnostics: true,
    fileName: file,
  });
  expect(diagnostics ?? []).toEqual([]);
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, (id: string) => {
    throw new Error(`${file} requires ${id} at run time`);
  });
  return module.exports;
}

/** Syntax errors of a generated file (tsx or ts). */
function syntaxErrors(tree: Tree, file: string): string[] {
  const source = ts.createSourceFile(file, tree.read(file, 'utf-8')!, ts.ScriptTarget.ES2022, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return ((source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Every import of a generated file resolves: relative ones to a file of the tree, @resellpk ones to a name the lib exports. */
function unresolvedImports(tree: Tree, file: string): string[] {
  const source = tree.read(file, 'utf-8')!;
  const problems: string[] = [];
  for (const [, names, from] of source.matchAll(/import (?:\{([^}]*)\} from )?'([^']+)'/g)) {
    if (from.startsWith('.')) {
      const base = path.posix.join(path.posix.dirname(file), from);
      if (!['.ts', '.tsx', '/index.ts'].some((ext) => tree.exists(base + ext))) problems.push(`${file}: ${from}`);
    } else if (from.startsWith('@resellpk/') && names) {
      const lib = JSON.parse(tree.read('tsconfig.base.json', 'utf-8')!).compilerOptions.paths[from]?.[0] as string | undefined;
      if (!lib) {
        problems.push(`${file}: no lib ${from}`);
        continue;
      }
      const index = tree.read(lib, 'utf-8')!;
      for (const name of names.split(',').map((n) => n.trim().replace(/^type /, '')).filter(Boolean)) {
        if (!new RegExp(`\\b${name}\\b`).test(index)) problems.push(`${file}: ${from} does not export ${name}`);
      }
    }
  }
  return problems;
}

describe('nx g @resellpk/workspace-plugin:page', () => {
  // the real workspace, read from disk; the generator's writes stay in memory
  let tree: Tree;
  beforeAll(async () => {
    tree = new FsTree(root, false);
    await pageGenerator(tree, { name: 'shop-link', remote: 'storefront', title: 'My Shop Link', urdu: 'میری دکان کا لنک', toolkit: 'kit', auth: 'signed-in' });
    await pageGenerator(tree, { name: 'payouts', remote: 'admin', title: 'Payouts', urdu: 'ادائیگیاں', auth: 'staff' });
    await pageGenerator(tree, { name: 'team', remote: 'storefront', title: 'Our Team', urdu: 'ہماری ٹیم' });
  });

  it('writes the page, its render spec and its Urdu section', () => {
    for (const file of [
      'apps/storefront/src/pages/shop-link/shop-link-page.tsx',
      'apps/storefront/src/pages/shop-link/shop-link-page.spec.ts',
      'apps/storefront/src/i18n/ur/shop-link.ts',
      'apps/admin/src/payouts/payouts-page.tsx',
      'apps/admin/src/payouts/payouts-page.spec.ts',
      'apps/admin/src/i18n/ur/payouts.ts',
    ]) {
      expect({ file, exists: tree.exists(file), syntaxErrors: tree.exists(file) ? syntaxErrors(tree, file) : [] }).toEqual({ file, exists: true, syntaxErrors: [] });
    }
    expect(tree.read('apps/storefront/src/i18n/ur/index.ts', 'utf-8')).toContain("import { shopLinkUr } from './shop-link';");
    expect(tree.read('apps/storefront/src/i18n/ur/index.ts', 'utf-8')).toMatch(/ {2}\.\.\.shopLinkUr,\n( {2}\.\.\.\w+,\n)*};/);
    expect(evaluate(tree, 'apps/storefront/src/i18n/ur/shop-link.ts').shopLinkUr).toEqual({ 'My Shop Link': 'میری دکان کا لنک' });
    expect(tree.read('apps/admin/src/i18n/ur/index.ts', 'utf-8')).toContain("import { payoutsUr } from './payouts';");
  });

  it('declares the page the way the hand-written ones are, before the not-found page', () => {
    const storefront = evaluate(tree, 'libs/web/pages/src/storefront-pages.ts').STOREFRONT_PAGES as PageDeclaration[];
    expect(storefront.find((p) => p.id === 'shop-link')).toEqual({
      id: 'shop-link',
      path: 'shop-link',
      module: 'pages/shop-link/shop-link-page',
      component: 'ShopLinkPage',
      title: 'My Shop Link',
      toolkit: 'kit',
      auth: 'signed-in',
      drawing: 'none',
    });
    expect(storefront[storefront.length - 1].id).toBe('not-found');
    const admin = evaluate(tree, 'libs/web/pages/src/admin-pages.ts').ADMIN_PAGES as PageDeclaration[];
    expect(admin.find((p) => p.id === 'payouts')).toMatchObject({ module: 'payouts/payouts-page', toolkit: 'antd', auth: { roles: ['admin', 'topup_helper'] } });
    expect(admin[admin.length - 1].id).toBe('not-found');
  });

  it("follows the conventions: the module exports the declared component, every import resolves, a kit page imports no antd", () => {
    for (const file of ['apps/storefront/src/pages/shop-link/shop-link-page.tsx', 'apps/storefront/src/pages/shop-link/shop-link-page.spec.ts', 'apps/admin/src/payouts/payouts-page.tsx', 'apps/storefront/src/pages/team/team-page.tsx']) {
      expect({ file, syntaxErrors: syntaxErrors(tree, file), unresolved: unresolvedImports(tree, file) }).toEqual({ file, syntaxErrors: [], unresolved: [] });
    }
    // an antd storefront page (the default): antd's heading inside the page container
    expect(tree.read('apps/storefront/src/pages/team/team-page.tsx', 'utf-8')).toContain("import { Typography } from 'antd';");
    expect(tree.read('apps/storefront/src/pages/team/team-page.tsx', 'utf-8')).toMatch(/<PageContainer>\s*<Typography.Title level=\{2\}[^>]*>\s*\{t\('Our Team'\)\}/);
    expect(tree.read('apps/storefront/src/pages/shop-link/shop-link-page.tsx', 'utf-8')).toContain('export function ShopLinkPage()');
    expect(tree.read('apps/storefront/src/pages/shop-link/shop-link-page.tsx', 'utf-8')).not.toMatch(/from 'antd|@ant-design|@resellpk\/web-antd/);
    expect(tree.read('apps/admin/src/payouts/payouts-page.tsx', 'utf-8')).toContain('export function PayoutsPage()');
  });

  it('refuses a page that exists, a path taken, and an auth that does not fit the remote', async () => {
    await expect(pageGenerator(tree, { name: 'shop-link', remote: 'storefront', title: 'Again' })).rejects.toThrow(/already/);
    await expect(pageGenerator(tree, { name: 'wallet-two', remote: 'storefront', title: 'Wallet', path: 'wallet' })).rejects.toThrow('already has a page at wallet');
    await expect(pageGenerator(tree, { name: 'open', remote: 'admin', title: 'Open', auth: 'anyone' })).rejects.toThrow('admin or staff');
  });
});
