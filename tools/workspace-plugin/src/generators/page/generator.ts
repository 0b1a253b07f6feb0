import { names, type Tree } from '@nx/devkit';

export interface PageGeneratorSchema {
  /** lower-case words joined by '-': the page's id, folder and (by default) path */
  name: string;
  remote: 'storefront' | 'admin';
  /** the tab title and heading, an English text key */
  title: string;
  /** the title in Urdu; without it the Urdu entry is empty and the Urdu coverage spec fails until it is written */
  urdu?: string;
  /** relative to the remote's mount (default: the name) */
  path?: string;
  /** storefront only: kit (a visitor may land on it first) or antd (default) */
  toolkit?: 'kit' | 'antd';
  /** storefront: anyone or signed-in; admin: admin or staff (admins and top-up helpers) */
  auth?: 'anyone' | 'signed-in' | 'admin' | 'staff';
}

export const PAGES_DIR = 'libs/web/pages/src';
const DECLARATIONS = { storefront: `${PAGES_DIR}/storefront-pages.ts`, admin: `${PAGES_DIR}/admin-pages.ts` } as const;
// the page list ends with the not-found page; a new page goes before it
const NOT_FOUND_ENTRY = "  { id: 'not-found', path: '*'";

/** Every name the generated files use. */
export function pageNames(options: PageGeneratorSchema) {
  const n = names(options.name);
  const remote = options.remote;
  const toolkit = remote === 'admin' ? 'antd' : (options.toolkit ?? 'antd');
  const auth = options.auth ?? (remote === 'admin' ? 'admin' : 'anyone');
  if (remote === 'admin' && (auth === 'anyone' || auth === 'signed-in')) throw new Error('an admin page is for admin or staff');
  if (remote === 'storefront' && (auth === 'admin' || auth === 'staff')) throw new Error('a storefront page is for anyone or signed-in');
  const component = `${n.className}Page`;
  // the storefront's pages live under src/pages/, the admin's in a feature folder of src/
  const module = remote === 'storefront' ? `pages/${n.fileName}/${n.fileName}-page` : `${n.fileName}/${n.fileName}-page`;
  return {
    id: n.fileName,
    path: options.path ?? n.fileName,
    component,
    module,
    src: `apps/${remote}/src`,
    urduName: `${n.propertyName}Ur`,
    urduFile: n.fileName,
    toolkit,
    auth,
    title: options.title,
    urdu: options.urdu ?? '',
    remote,
  };
}
export type PageNames = ReturnType<typeof pageNames>;

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return text;
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function authOf(n: PageNames): string {
  if (n.auth === 'admin') return 'ADMIN_ONLY';
  if (n.auth === 'staff') return 'STAFF';
  return quote(n.auth);
}

/** The page's declaration, inserted before the not-found page's. */
function declare(tree: Tree, n: PageNames): void {
  const file = DECLARATIONS[n.remote];
  const source = read(tree, file);
  if (source.includes(`id: '${n.id}'`)) throw new Error(`${n.remote} already declares a page ${n.id}`);
  if (source.includes(`path: ${quote(n.path)}`)) throw new Error(`${n.remote} already has a page at ${n.path}`);
  const at = source.indexOf(NOT_FOUND_ENTRY);
  if (at < 0) throw new Error(`${file} has no not-found page to insert before`);
  const entry = [
    `  {`,
    `    id: ${quote(n.id)},`,
    `    path: ${quote(n.path)},`,
    `    module: ${quote(n.module)},`,
    `    component: ${quote(n.component)},`,
    `    title: ${quote(n.title)},`,
    `    toolkit: ${quote(n.toolkit)},`,
    `    auth: ${authOf(n)},`,
    `    drawing: 'none',`,
    `  },`,
    '',
  ].join('\n');
  tree.write(file, source.slice(0, at) + entry + source.slice(at));
}

function pageSource(n: PageNames): string {
  const doc = `/** \`${n.remote === 'admin' ? '/admin/' : '/'}${n.path}\`: ${n.title}. */`;
  if (n.remote === 'admin') {
    return `import { Typography } from 'antd';
import { useT } from '@resellpk/web-i18n';

${doc}
export function ${n.component}() {
  const t = useT();
  return (
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {t(${quote(n.title)})}
    </Typography.Title>
  );
}
`;
  }
  // a storefront page: the light kit only on a kit page (no antd on its first screen; lint holds kit
  // pages to it), antd's Typography on the others
  const [toolkitImport, heading] =
    n.toolkit === 'kit'
      ? [`import { PageHeader } from '@resellpk/web-ui';`, `<PageHeader title={t(${quote(n.title)})} />`]
      : [`import { Typography } from 'antd';`, `<Typography.Title level={2} style={{ marginTop: 0 }}>\n        {t(${quote(n.title)})}\n      </Typography.Title>`];
  return `import { useT } from '@resellpk/web-i18n';
${toolkitImport}
import { PageContainer } from '../../shared/page-container';

${doc}
export function ${n.component}() {
  const t = useT();
  return (
    <PageContainer>
      ${heading}
    </PageContainer>
  );
}
`;
}

function renderSpecSource(n: PageNames): string {
  return `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import '@resellpk/web-i18n';
import { ${n.component} } from './${n.id}-page';

describe('${n.component}', () => {
  it('shows its title', () => {
    expect(renderToString(h(MemoryRouter, null, h(${n.component})))).toContain(${quote(n.title)});
  });
});
`;
}

/** The page's Urdu section (one file per feature), added to the remote's Urdu dictionary. */
function addUrdu(tree: Tree, n: PageNames): void {
  const dir = `${n.src}/i18n/ur`;
  const file = `${dir}/${n.urduFile}.ts`;
  if (tree.exists(file)) throw new Error(`${file} already exists`);
  tree.write(file, `/** Urdu for ${n.remote === 'admin' ? '/admin/' : '/'}${n.path}. */\nexport const ${n.urduName}: Record<string, string> = {\n  ${quote(n.title)}: ${quote(n.urdu)},\n};\n`);
  const index = read(tree, `${dir}/index.ts`);
  const imports = [...index.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last || last.index === undefined) throw new Error(`${dir}/index.ts has no imports`);
  const afterImports = last.index + last[0].length;
  let next = `${index.slice(0, afterImports)}\nimport { ${n.urduName} } from './${n.urduFile}';${index.slice(afterImports)}`;
  const close = next.lastIndexOf('};');
  next = `${next.slice(0, close)}  ...${n.urduName},\n${next.slice(close)}`;
  tree.write(`${dir}/index.ts`, next);
}

/**
 * `npx nx g @resellpk/workspace-plugin:page <name> --remote storefront --title "..." [--urdu "..."]`:
 * the page, its Urdu section, a render spec and its declaration (docs/adding-a-page.md). The router,
 * the preloads and the lists derive from the declaration.
 */
export async function pageGenerator(tree: Tree, options: PageGeneratorSchema): Promise<void> {
  const n = pageNames(options);
  const pageFile = `${n.src}/${n.module}.tsx`;
  if (tree.exists(pageFile)) throw new Error(`${pageFile} already exists`);
  tree.write(pageFile, pageSource(n));
  tree.write(`${n.src}/${n.module}.spec.ts`, renderSpecSource(n));
  addUrdu(tree, n);
  declare(tree, n);
}

export default pageGenerator;
