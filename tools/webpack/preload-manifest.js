// Emits preload-manifest.json: which files each step of the Module Federation start-up loads, so
// apps/web-server/src/server.ts can declare them in the page's HTML (<link rel="preload">) instead of the
// browser discovering them one round trip after another (HTML -> main.js -> bootstrap and shared
// chunks -> remoteEntry.js -> exposed routes -> the page's chunks). Everything comes from the
// compilation's chunk graph; nothing is guessed from file names.
//
//   start    the chunks of the entry's own dynamic imports (the shell's `import('./bootstrap')`)
//   shared   per share key: the chunks of this app's provided copy (the shell provides them all and
//            wins with 'loaded-first'), and the share keys those chunks consume in turn
//   exposes  per exposed module: its chunks and the share keys they consume
//   routes   the exposed routes module's route table, read from its source: each route's full path
//            and the chunks of the lazy imports on the way to it (layout routes included)
//
// Every entry lists `files` (JS, relative to the app's public path) and `shared` (share keys whose
// provider chunks the runtime will load before the code runs).
const acorn = require('acorn');

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/** One entry ({files, shared}, both sorted) of the union of several. */
function mergeGroups(groups) {
  const files = new Set();
  const shared = new Set();
  for (const g of groups) {
    g.files.forEach((f) => files.add(f));
    g.shared.forEach((k) => shared.add(k));
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

class PreloadManifestPlugin {
  /** @param {{ routesExpose?: string }} [opts] the exposed module holding the route table */
  constructor(opts = {}) {
    this.routesExpose = opts.routesExpose;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = this.build(compilation);
        compilation.emitAsset('preload-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }

  build(compilation) {
    const { chunkGraph, moduleGraph } = compilation;
    const group = (chunkGroup) => {
      const files = new Set();
      const shared = new Set();
      if (chunkGroup) {
        for (const chunk of chunkGroup.chunks) {
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
            if (m.type === CONSUME && !m.options.eager) shared.add(m.options.shareKey);
          }
        }
      }
      return { files: [...files].sort(), shared: [...shared].sort() };
    };
    const blockGroup = (block) => group(chunkGraph.getBlockChunkGroup(block));

    const manifest = { start: { files: [], shared: [] }, shared: {}, exposes: {}, routes: [] };

    // start: the dynamic imports of the entry modules (main.ts -> ./bootstrap)
    const startGroups = [];
    for (const [, entry] of compilation.entries) {
      for (const dep of entry.dependencies) {
        const m = moduleGraph.getModule(dep);
        if (!m || m.constructor.name === 'ContainerEntryModule') continue;
        for (const block of m.blocks) startGroups.push(blockGroup(block));
      }
    }
    manifest.start = mergeGroups(startGroups);

    for (const m of compilation.modules) {
      if (m.type === PROVIDE && !m._eager && m.blocks[0]) manifest.shared[m._name] = blockGroup(m.blocks[0]);
      if (m.constructor.name === 'ContainerEntryModule') {
        for (const block of m.blocks) {
          const name = block.groupOptions?.name ?? block.dependencies[0]?.exposedName;
          const expose = block.dependencies[0]?.exposedName ?? name;
          manifest.exposes[expose] = blockGroup(block);
          if (expose === this.routesExpose) {
            const routesModule = moduleGraph.getModule(block.dependencies[0]);
            manifest.routes = routeTable(routesModule, blockGroup);
          }
        }
      }
    }
    return manifest;
  }
}

/**
 * The route objects of a routes module ({ path | index, lazy, children }), found in its compiled
 * source: each route's full path and the lazy imports on its way (a layout route's imports belong
 * to all its children). A lazy function may call a top-level function holding the import.
 */
function routeTable(module, blockGroup) {
  const source = module.originalSource()?.source().toString();
  if (!source) return [];
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const topLevel = new Map();
  for (const node of ast.body) {
    const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) topLevel.set(d.id.name, d.init);
    if (decl?.type === 'FunctionDeclaration' && decl.id) topLevel.set(decl.id.name, decl);
  }
  const blocksByRequest = new Map();
  for (const block of module.blocks) for (const dep of block.dependencies) if (dep.request) blocksByRequest.set(dep.request, block);

  const importsIn = (node, seen = new Set()) => {
    const found = [];
    const visit = (n) => {
      if (!n || typeof n.type !== 'string') return;
      if (n.type === 'ImportExpression' && n.source.type === 'Literal') found.push(n.source.value);
      if (n.type === 'Identifier' && topLevel.has(n.name) && !seen.has(n.name)) {
        seen.add(n.name);
        visit(topLevel.get(n.name));
      }
      for (const key of Object.keys(n)) {
        if (key === 'type' || key === 'start' || key === 'end') continue;
        const v = n[key];
        if (Array.isArray(v)) v.forEach(visit);
        else if (v && typeof v.type === 'string') visit(v);
      }
    };
    visit(node);
    return found;
  };
  const prop = (obj, name) => obj.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name)?.value;
  const isRoute = (n) => n.type === 'ObjectExpression' && (prop(n, 'lazy') || prop(n, 'children')) && (prop(n, 'path') || prop(n, 'index') || prop(n, 'children'));

  const routes = [];
  const visitRoute = (obj, prefix, imports) => {
    const pathNode = prop(obj, 'path');
    const own = pathNode?.type === 'Literal' ? String(pathNode.value) : '';
    const full = [prefix, own].filter(Boolean).join('/');
    const lazy = prop(obj, 'lazy');
    const all = [...imports, ...(lazy ? importsIn(lazy) : [])];
    if (pathNode || prop(obj, 'index')) {
      const blocks = all.map((request) => blocksByRequest.get(request)).filter(Boolean);
      routes.push({ path: full, ...mergeGroups(blocks.map(blockGroup)) });
    }
    const children = prop(obj, 'children');
    if (children?.type === 'ArrayExpression') for (const c of children.elements) if (c && isRoute(c)) visitRoute(c, full, all);
  };
  const walk = (n) => {
    if (!n || typeof n.type !== 'string') return;
    if (isRoute(n)) return visitRoute(n, '', []);
    for (const key of Object.keys(n)) {
      const v = n[key];
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v.type === 'string') walk(v);
    }
  };
  walk(ast);
  return routes;
}

module.exports = { PreloadManifestPlugin };
