import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ADMIN } from './admin-pages';
import { fullPath, pageAt, pathsOf, type RemotePages } from './page-declaration';
import { STOREFRONT } from './storefront-pages';
import { AXE_PATHS, FIRST_VISIT_PATHS, REMOTES } from './test-lists';

const root = path.resolve(__dirname, '../../../..');
const SOURCES: [string, RemotePages][] = REMOTES.map((remote) => [`apps/${remote.app}/src`, remote]);

const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? pageFiles(file) : /-page\.tsx$/.test(entry.name) ? [file] : [];
  });

describe.each(SOURCES)('the page declarations of %s', (src, remote) => {
  it('name each page once, and each path once', () => {
    const ids = remote.pages.map((p) => p.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const paths = remote.pages.flatMap(pathsOf);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("point at a module that exists and exports the page's component (the router would fail at run time)", () => {
    for (const page of remote.pages) {
      const file = path.join(root, src, `${page.module}.tsx`);
      expect({ page: page.id, exists: existsSync(file) }).toEqual({ page: page.id, exists: true });
      const source = readFileSync(file, 'utf8');
      const exported = new RegExp(`export (async )?(function|const|class) ${page.component}\\b|export \\{[^}]*\\b${page.component}\\b[^}]*\\}`).test(source);
      expect({ page: page.id, component: page.component, exported }).toEqual({ page: page.id, component: page.component, exported: true });
    }
  });

  it('declare every *-page.tsx of the remote (one chunk each: an undeclared page is dead code)', () => {
    const declared = new Set(remote.pages.map((p) => p.module));
    const files = pageFiles(path.join(root, src)).map((f) => path.relative(path.join(root, src), f).replace(/\.tsx$/, '').split(path.sep).join('/'));
    expect(files.filter((f) => !declared.has(f))).toEqual([]);
  });

  it('render on the server only kit pages: static and visitor ones for anyone, signed-in ones with the user', () => {
    for (const page of remote.pages) {
      if (page.drawing === 'none') continue;
      expect({ page: page.id, toolkit: page.toolkit }).toEqual({ page: page.id, toolkit: 'kit' });
      if (page.drawing === 'static' || page.drawing === 'visitor') expect({ page: page.id, auth: page.auth }).toEqual({ page: page.id, auth: 'anyone' });
      if (page.drawing === 'static') expect({ page: page.id, params: pathsOf(page).some((p) => p.includes(':')), queries: page.firstQueries ?? [] }).toEqual({ page: page.id, params: false, queries: [] });
      if (page.drawsEmptyCart) expect({ page: page.id, drawing: page.drawing }).toEqual({ page: page.id, drawing: 'signed-in' });
    }
  });

  it('find the page of a URL the way the router does: a static path before a parameter, anything else the not-found page', () => {
    const notFound = remote.pages.find((p) => p.path === '*');
    expect(notFound).toBeDefined();
    for (const page of remote.pages) {
      for (const p of pathsOf(page)) {
        if (p === '*') continue;
        const url = fullPath(remote, p).replace(/:[^/]+/g, 'x1');
        expect({ url, page: pageAt(remote, url)?.id }).toEqual({ url, page: page.id });
      }
    }
    expect(pageAt(remote, fullPath(remote, 'no/such/page'))?.id).toBe(notFound?.id);
  });
});

describe('the staff panel', () => {
  it('is built with antd and rendered by the browser only', () => {
    expect(ADMIN.pages.filter((p) => p.toolkit !== 'antd' || p.drawing !== 'none').map((p) => p.id)).toEqual([]);
  });
});

describe('the lists the tests take their pages from', () => {
  it('first visits: kit pages anyone may open, without parameters', () => {
    expect(FIRST_VISIT_PATHS).toEqual(['/login', '/signup', '/forgot-password', '/products']);
    for (const url of FIRST_VISIT_PATHS) expect(pageAt(STOREFRONT, url)).toMatchObject({ toolkit: 'kit', auth: 'anyone' });
  });

  it('axe: every page declared `axe` is audited by the accessibility suites (e2e/a11y)', () => {
    const dir = path.join(root, 'e2e/a11y');
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    // a path with a parameter is named with {id} in the suites' labels ('/product/{id}')
    const missing = AXE_PATHS.map((p) => p.replace(/:[^/]+/g, '{id}')).filter((p) => !new RegExp(`['\`]${p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(['\`]| \\()`).test(sources));
    expect(missing).toEqual([]);
  });
});
