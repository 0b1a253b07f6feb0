// @ts-check
/**
 * `resellpk/kit-pages-no-antd`: a page declared with `toolkit: 'kit'` (libs/web/pages) must not load
 * antd on its first screen. It may reach antd only through `import()` / `React.lazy(() => import(...))`
 * (a chunk of its own, loaded later), never through a chain of static imports; nor may it import a
 * page declared with `toolkit: 'antd'` statically (that page's antd would come with it).
 *
 * The rule walks the static import graph (`import … from`, `export … from`, `require`, `import x =
 * require()`; not `import()`, not `import type` / `export type`) from each kit page's module, through
 * relative imports and the workspace's tsconfig path aliases (`@resellpk/*` to the lib's src/index.ts,
 * then that lib's own imports). `antd`, `antd/*`, `@ant-design/*` (but the icons' drawings,
 * `@ant-design/icons-svg`), `rc-*`, `@rc-component/*` and `@resellpk/web-antd` are antd; other
 * packages are leaves (node_modules is not walked).
 *
 * It reports on the kit page's file, at the import the chain starts with; and on the remote's routes
 * module: a kit page whose module file is missing (nothing would be checked), a kit page mounted
 * inside a layout route that reaches antd (the antd outlet), and the routes module itself reaching
 * antd statically (it loads with every page).
 *
 * Options come from the page declarations (see `kitPagesOptions`, used by eslint.config.mjs).
 *
 * Caching, so a lint run parses each module once: a module's imports are kept for the process and
 * parsed again only when its mtime or size changes; where they lead (which files exist) is kept for
 * a second at a time, so a long-lived ESLint (an editor's) sees files created since.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.cjs'];

/**
 * Whether an import is antd. `@ant-design/icons-svg` is not: it is the icons' drawings as plain data
 * (no React, no antd), which the kit renders itself (libs/web/ui/src/kit/icons.tsx); its component
 * layer `@ant-design/icons` is antd.
 * @param {string} spec
 */
function isAntdSpecifier(spec) {
  if (spec === '@ant-design/icons-svg' || spec.startsWith('@ant-design/icons-svg/')) return false;
  return (
    spec === 'antd' ||
    spec.startsWith('antd/') ||
    spec.startsWith('@ant-design/') ||
    spec.startsWith('@rc-component/') ||
    /^rc-[^/]+(\/|$)/.test(spec) ||
    spec === '@resellpk/web-antd' ||
    spec.startsWith('@resellpk/web-antd/')
  );
}

// ---------------------------------------------------------------------------------------------
// file system

const GENERATION_MS = 1000;
let generationStart = 0;
/** @type {Map<string, boolean>} which files exist, this generation */
const isFileCache = new Map();
/** @type {Map<string, Edge[]>} a module's imports with where they lead, this generation */
const resolvedEdges = new Map();
/** @type {Map<string, {dir: string, paths: [string, string[]][]}>} */
const tsconfigCache = new Map();
/** @type {Map<object, ReturnType<typeof digest>>} */
const digests = new Map();

/** Forgets what may have changed on disk when the last look is more than a second old. */
function freshGeneration() {
  const now = Date.now();
  if (now - generationStart <= GENERATION_MS) return;
  generationStart = now;
  isFileCache.clear();
  resolvedEdges.clear();
  tsconfigCache.clear();
  digests.clear();
}

/** @param {string} file */
function isFile(file) {
  let known = isFileCache.get(file);
  if (known === undefined) {
    try {
      known = fs.statSync(file).isFile();
    } catch {
      known = false;
    }
    isFileCache.set(file, known);
  }
  return known;
}

/** A path without extension (or with one), as webpack and tsc would complete it; null if none. */
function resolveFile(/** @type {string} */ base) {
  const ext = path.extname(base);
  if (SCRIPT_EXTENSIONS.includes(ext) && isFile(base)) return base;
  // `./x.js` written for `./x.ts`
  if (ext === '.js' || ext === '.jsx') {
    for (const e of ['.ts', '.tsx']) if (isFile(base.slice(0, -ext.length) + e)) return base.slice(0, -ext.length) + e;
  }
  for (const e of SCRIPT_EXTENSIONS) if (isFile(base + e)) return base + e;
  for (const e of SCRIPT_EXTENSIONS) if (isFile(path.join(base, 'index' + e))) return path.join(base, 'index' + e);
  return null;
}

/** The path aliases of a tsconfig (its own compilerOptions.paths, relative to its baseUrl). */
function aliasesOf(/** @type {string} */ tsconfigFile) {
  let known = tsconfigCache.get(tsconfigFile);
  if (!known) {
    const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
    if (error) throw new Error(`kit-pages-no-antd: cannot read ${tsconfigFile}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
    const options = (config && config.compilerOptions) || {};
    known = { dir: path.resolve(path.dirname(tsconfigFile), options.baseUrl || '.'), paths: Object.entries(options.paths || {}) };
    tsconfigCache.set(tsconfigFile, known);
  }
  return known;
}

/**
 * Where an import goes: `antd`, a workspace file, or nowhere we follow (a package, an asset).
 * @returns {{ kind: 'antd' } | { kind: 'file', file: string, alias: boolean } | { kind: 'leaf' }}
 */
function resolveImport(/** @type {string} */ spec, /** @type {string} */ fromFile, /** @type {string} */ tsconfigFile) {
  if (isAntdSpecifier(spec)) return { kind: 'antd' };
  if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) {
    const file = resolveFile(path.resolve(path.dirname(fromFile), spec));
    return file ? { kind: 'file', file, alias: false } : { kind: 'leaf' };
  }
  const { dir, paths } = aliasesOf(tsconfigFile);
  for (const [pattern, targets] of paths) {
    const star = pattern.indexOf('*');
    let rest = null;
    if (star < 0) rest = pattern === spec ? '' : null;
    else if (spec.startsWith(pattern.slice(0, star)) && spec.endsWith(pattern.slice(star + 1)) && spec.length >= pattern.length - 1) {
      rest = spec.slice(star, spec.length - (pattern.length - star - 1));
    }
    if (rest === null) continue;
    for (const target of targets) {
      const file = resolveFile(path.resolve(dir, target.replace('*', rest)));
      if (file) return { kind: 'file', file, alias: true };
    }
  }
  return { kind: 'leaf' };
}

// ---------------------------------------------------------------------------------------------
// a module's static imports

/** @typedef {{ spec: string, line: number, column: number }} StaticImport */

function isTypeOnlyImport(/** @type {import('typescript').ImportDeclaration} */ node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'`: evaluated
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  // `import { type A, type B } from 'x'` is elided whole by tsc and swc (no verbatimModuleSyntax)
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function isTypeOnlyExport(/** @type {import('typescript').ExportDeclaration} */ node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** The specifiers a module imports statically, with where (1-based line, 0-based column). */
function staticImportsOf(/** @type {string} */ file, /** @type {string} */ text) {
  const ext = path.extname(file);
  const kind = ext === '.tsx' ? ts.ScriptKind.TSX : ext === '.ts' ? ts.ScriptKind.TS : ext === '.jsx' ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  // no JSDoc parsing: only the import statements are read, so JSDoc is parse time for nothing
  // (bench/README.md, *Figures once quoted in code comments*)
  const sf = ts.createSourceFile(file, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kind);
  /** @type {StaticImport[]} */
  const found = [];
  const add = (/** @type {import('typescript').Node} */ statement, /** @type {import('typescript').Expression} */ specifier) => {
    if (!ts.isStringLiteralLike(specifier)) return;
    const at = sf.getLineAndCharacterOfPosition(statement.getStart(sf));
    found.push({ spec: specifier.text, line: at.line + 1, column: at.character });
  };
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!isTypeOnlyImport(statement)) add(statement, statement.moduleSpecifier);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier && !isTypeOnlyExport(statement)) add(statement, statement.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(statement)) {
      if (!statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) add(statement, statement.moduleReference.expression);
    }
  }
  // `require('x')` anywhere (a dynamic `import()` is a separate chunk and not followed)
  if (text.includes('require(')) {
    const visit = (/** @type {import('typescript').Node} */ node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'require' &&
        node.arguments.length === 1 &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node, node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** @typedef {StaticImport & { to: ReturnType<typeof resolveImport> }} Edge */

/** @type {Map<string, { mtimeMs: number, size: number, imports: StaticImport[] }>} a module's imports, for the process */
const importCache = new Map();
const stats = { parsed: 0, reused: 0 };

/** A module's imports, parsed once while its mtime and size stay the same. */
function importsOf(/** @type {string} */ file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = importCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
    stats.reused++;
    return cached.imports;
  }
  stats.parsed++;
  const imports = staticImportsOf(file, fs.readFileSync(file, 'utf8'));
  importCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, imports });
  return imports;
}

/** A module's imports and where they lead: from `text` when it is the file being linted. */
function edgesOf(/** @type {string} */ file, /** @type {string} */ tsconfigFile, /** @type {string | undefined} */ text) {
  const resolve = (/** @type {StaticImport[]} */ imports) => imports.map((i) => ({ ...i, to: resolveImport(i.spec, file, tsconfigFile) }));
  if (text !== undefined) return resolve(staticImportsOf(file, text));
  const key = `${tsconfigFile}\0${file}`;
  let edges = resolvedEdges.get(key);
  if (!edges) {
    edges = resolve(importsOf(file));
    resolvedEdges.set(key, edges);
  }
  return edges;
}

/**
 * Breadth first from a module: for each of its own imports that leads to antd (or to a forbidden
 * module), the shortest chain found. A module reached through an earlier import is credited to it.
 * @param {string} start
 * @param {string | undefined} startText the text being linted, when `start` is the linted file
 * @param {string} tsconfigFile
 * @param {Map<string, unknown>} forbidden files that count as antd (the antd outlet, antd pages)
 * @returns {{ first: Edge, chain: { label: string, file?: string, alias?: boolean }[] }[]}
 */
function antdChains(start, startText, tsconfigFile, forbidden) {
  /** @type {Map<string, { parent: string | null, edge: Edge | null }>} */
  const seen = new Map([[start, { parent: null, edge: null }]]);
  /** @type {Map<Edge, { first: Edge, chain: { label: string, file?: string, alias?: boolean }[] }>} */
  const byFirst = new Map();
  const firstEdgeOf = (/** @type {string} */ file) => {
    let at = file;
    for (;;) {
      const s = /** @type {{ parent: string | null, edge: Edge | null }} */ (seen.get(at));
      if (s.parent === start || s.parent === null) return /** @type {Edge} */ (s.edge);
      at = s.parent;
    }
  };
  const chainTo = (/** @type {string} */ file) => {
    /** @type {{ label: string, file?: string, alias?: boolean }[]} */
    const chain = [];
    let at = file;
    while (at !== start) {
      const s = /** @type {{ parent: string, edge: Edge }} */ (seen.get(at));
      chain.unshift({ label: s.edge.spec, file: at, alias: s.edge.to.kind === 'file' && s.edge.to.alias });
      at = s.parent;
    }
    return chain;
  };
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    for (const edge of edgesOf(file, tsconfigFile, file === start ? startText : undefined)) {
      const to = edge.to;
      if (to.kind === 'leaf') continue;
      const first = file === start ? edge : firstEdgeOf(file);
      if (byFirst.has(first)) continue; // this import already leads to antd by a chain as short
      if (to.kind === 'antd' || forbidden.has(to.file)) {
        const chain = [...(file === start ? [] : chainTo(file))];
        if (to.kind === 'antd') chain.push({ label: edge.spec });
        else chain.push({ label: edge.spec, file: to.file, alias: to.alias });
        byFirst.set(first, { first, chain });
        continue;
      }
      if (seen.has(to.file)) continue;
      seen.set(to.file, { parent: file, edge });
      queue.push(to.file);
    }
  }
  return [...byFirst.values()];
}

// ---------------------------------------------------------------------------------------------
// the rule

/**
 * @typedef {{
 *   src: string,
 *   routes?: string,
 *   antdModules?: string[],
 *   pages: { id: string, module: string, toolkit: 'kit' | 'antd', layouts?: string[] }[],
 * }} RemoteOption
 * @typedef {{ tsconfig: string, remotes: RemoteOption[] }} RuleOptions
 */

const remoteSchema = {
  type: 'object',
  properties: {
    src: { type: 'string', description: "the remote's src/ folder (absolute); page modules are relative to it" },
    routes: { type: 'string', description: 'its routes module, relative to src/ without extension' },
    antdModules: { type: 'array', items: { type: 'string' }, description: 'modules (relative to src/) that are antd themselves: the antd outlet' },
    pages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          module: { type: 'string' },
          toolkit: { enum: ['kit', 'antd'] },
          layouts: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'module', 'toolkit'],
        additionalProperties: false,
      },
    },
  },
  required: ['src', 'pages'],
  additionalProperties: false,
};

/** What the options say: which files are kit pages, routes modules, antd (once per options and generation). */
function digest(/** @type {RuleOptions} */ options) {
  /** @type {Map<string, { remote: RemoteOption, page: RemoteOption['pages'][number] }>} */
  const kitPages = new Map();
  /** @type {Map<string, RemoteOption>} routes modules of remotes with kit pages */
  const routes = new Map();
  /** @type {Map<string, { antdPage: boolean, label: string }>} */
  const forbidden = new Map();
  for (const remote of options.remotes) {
    const fileOf = (/** @type {string} */ m) => resolveFile(path.join(remote.src, m));
    for (const m of remote.antdModules ?? []) {
      const file = fileOf(m);
      if (file) forbidden.set(file, { antdPage: false, label: m });
    }
    for (const page of remote.pages) {
      const file = fileOf(page.module);
      if (!file) continue;
      if (page.toolkit === 'kit') kitPages.set(file, { remote, page });
      else if (!forbidden.has(file)) forbidden.set(file, { antdPage: true, label: `the antd page ${page.module}` });
    }
    if (remote.routes && remote.pages.some((p) => p.toolkit === 'kit')) {
      const file = fileOf(remote.routes);
      if (file) routes.set(file, remote);
    }
  }
  // a module declared both ways is a kit page: checked as one, not forbidden to the others
  for (const file of kitPages.keys()) forbidden.delete(file);
  return { kitPages, routes, forbidden };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A kit page (libs/web/pages) reaches antd only through import(), never through static imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          tsconfig: { type: 'string', description: 'the tsconfig whose paths resolve the workspace aliases (absolute)' },
          remotes: { type: 'array', items: remoteSchema },
        },
        required: ['tsconfig', 'remotes'],
        additionalProperties: false,
      },
    ],
    messages: {
      reachesAntd: 'kit page {{page}} reaches antd: {{chain}} (load it with import() or use the kit)',
      reachesAntdPage: 'kit page {{page}} imports {{what}} statically: {{chain}} (load it with import(), or move the shared part out of it)',
      missingModule: "kit page {{page}}: no module {{module}} under {{src}} (declared in libs/web/pages; nothing of it is checked)",
      insideAntdLayout: 'kit page {{page}} is mounted inside the antd layout route {{layout}} (layoutsOf in libs/web/pages): its first screen would load antd',
      layoutReachesAntd: 'kit page {{page}} is mounted inside the layout route {{layout}}, which reaches antd: {{chain}} (a kit page must not be inside the antd outlet)',
      routesReachAntd: 'the routes module loads with every page, kit pages too, and reaches antd: {{chain}} (load it with import())',
    },
  },
  create(context) {
    const options = /** @type {RuleOptions} */ (context.options[0]);
    if (!options) return {};
    freshGeneration();
    let d = digests.get(options);
    if (!d) {
      d = digest(options);
      digests.set(options, d);
    }
    const { kitPages, routes, forbidden } = d;
    const file = path.resolve(context.filename);
    const kit = kitPages.get(file);
    const routesOf = routes.get(file);
    if (!kit && !routesOf) return {};

    const cwd = context.cwd;
    /** How a chain reads: the linted file's name, then each step as written or as found. */
    const render = (/** @type {string} */ from, /** @type {string} */ src, /** @type {{ label: string, file?: string, alias?: boolean }[]} */ chain) => {
      const steps = chain.map((step) => {
        if (!step.file || step.alias) return step.label;
        // a file of the same remote relative to the linted one; elsewhere from the workspace root
        return step.file.startsWith(src + path.sep) ? path.relative(path.dirname(from), step.file) : path.relative(cwd, step.file);
      });
      return [path.basename(from), ...steps].join(' -> ');
    };
    /** the antd page a chain ends in, if it does */
    const antdPageAtEnd = (/** @type {{ label: string, file?: string }[]} */ chain) => {
      const last = chain[chain.length - 1];
      const f = last.file ? forbidden.get(last.file) : undefined;
      return f && f.antdPage ? f.label : undefined;
    };

    return {
      Program(node) {
        const text = context.sourceCode.text;
        if (kit) {
          const src = path.resolve(kit.remote.src);
          for (const { first, chain } of antdChains(file, text, options.tsconfig, forbidden)) {
            const what = antdPageAtEnd(chain);
            const loc = { start: { line: first.line, column: first.column }, end: { line: first.line, column: first.column + 1 } };
            const data = { page: kit.page.module, chain: render(file, src, chain) };
            if (what) context.report({ node, loc, messageId: 'reachesAntdPage', data: { ...data, what } });
            else context.report({ node, loc, messageId: 'reachesAntd', data });
          }
        }
        if (routesOf) {
          const src = path.resolve(routesOf.src);
          for (const { first, chain } of antdChains(file, text, options.tsconfig, forbidden)) {
            const loc = { start: { line: first.line, column: first.column }, end: { line: first.line, column: first.column + 1 } };
            context.report({ node, loc, messageId: 'routesReachAntd', data: { chain: render(file, src, chain) } });
          }
          for (const page of routesOf.pages) {
            if (page.toolkit !== 'kit') continue;
            if (!resolveFile(path.join(src, page.module))) {
              context.report({ node, messageId: 'missingModule', data: { page: page.id, module: page.module, src: path.relative(cwd, src) } });
              continue;
            }
            for (const layout of page.layouts ?? []) {
              const layoutFile = resolveFile(path.join(src, layout));
              if (!layoutFile) continue; // the router fails on its own: `no loader for the layout route`
              if (forbidden.has(layoutFile)) {
                context.report({ node, messageId: 'insideAntdLayout', data: { page: page.module, layout } });
                continue;
              }
              const [found] = antdChains(layoutFile, undefined, options.tsconfig, forbidden);
              if (found) context.report({ node, messageId: 'layoutReachesAntd', data: { page: page.module, layout, chain: render(layoutFile, src, found.chain) } });
            }
          }
        }
      },
    };
  },
};

/**
 * The rule's options from the page declarations (@resellpk/web-pages): per remote its src/ folder,
 * routes module and `RemotePages` (its pages and the layout routes each is mounted in).
 * @param {{ tsconfig: string, remotes: { src: string, routes?: string, antdModules?: string[], remote: { pages: readonly any[], layoutsOf(page: any): readonly string[] } }[] }} input
 * @returns {RuleOptions}
 */
function kitPagesOptions({ tsconfig, remotes }) {
  return {
    tsconfig,
    remotes: remotes.map(({ src, routes, antdModules, remote }) => ({
      src,
      ...(routes ? { routes } : {}),
      ...(antdModules ? { antdModules } : {}),
      pages: remote.pages.map((p) => ({ id: p.id, module: p.module, toolkit: p.toolkit, layouts: [...remote.layoutsOf(p)] })),
    })),
  };
}

module.exports = {
  meta: { name: 'resellpk' },
  rules: { 'kit-pages-no-antd': rule },
  kitPagesOptions,
  isAntdSpecifier,
  /** parse/reuse counts of the graph cache, for the spec */
  graphStats: stats,
};
