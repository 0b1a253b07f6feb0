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
//   modules  per lazily imported module of the routes module (its layouts, and every page of its
//            lazy context), by its path under src/ without extension: its chunks
//   routes   per path of the remote's page declarations (@resellpk/web-pages): the chunks of its
//            layout routes and of its page module
//
// Every entry lists `files` (JS, relative to the app's public path) and `shared` (share keys whose
// provider chunks the runtime will load before the code runs).
const path = require('node:path');

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
  /**
   * @param {{ routesExpose?: string, pages?: import('../../libs/web/pages/src').RemotePages }} [opts]
   *   the exposed module holding the route table, and the page declarations it is built from
   */
  constructor(opts = {}) {
    this.routesExpose = opts.routesExpose;
    this.pages = opts.pages;
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
            manifest.modules = moduleGroups(routesModule, moduleGraph, blockGroup);
            if (this.pages) manifest.routes = routesOf(this.pages, manifest.modules);
          }
        }
      }
    }
    return manifest;
  }
}

/**
 * The chunks of every module the routes module imports lazily: its layout routes' own `import()`s and
 * each page of the lazy context it makes with its template `import()`, keyed by the module's path
 * relative to the routes module's folder (the app's src/), without extension.
 */
function moduleGroups(routesModule, moduleGraph, blockGroup) {
  const base = path.dirname(routesModule.resource);
  const groups = {};
  const add = (blocks) => {
    for (const block of blocks) {
      for (const dep of block.dependencies) {
        const target = moduleGraph.getModule(dep);
        // a module webpack concatenated with its imports is named by its root module
        const resource = target?.resource ?? target?.rootModule?.resource;
        if (!resource) continue;
        const key = path.relative(base, resource.split('?')[0]).replace(/\.[cm]?[jt]sx?$/, '').split(path.sep).join('/');
        groups[key] = blockGroup(block);
      }
    }
  };
  add(routesModule.blocks);
  for (const dep of routesModule.dependencies) {
    const context = moduleGraph.getModule(dep);
    if (context?.constructor.name === 'ContextModule') add(context.blocks);
  }
  return groups;
}

/**
 * Each declared page path (relative to the remote's mount, '' for the index) with the chunks of its
 * layout routes and its page. A page whose module the build did not make a chunk of fails the build:
 * its route could never load.
 */
function routesOf(remote, groups) {
  const routes = [];
  for (const page of remote.pages) {
    const modules = [...remote.layoutsOf(page), page.module];
    const missing = modules.filter((m) => !groups[m]);
    if (missing.length) throw new Error(`page ${page.id}: no chunk for ${missing.join(', ')} (is it under the routes module's lazy import?)`);
    for (const p of [page.path, ...(page.aliases ?? [])]) routes.push({ path: p, ...mergeGroups(modules.map((m) => groups[m])) });
  }
  return routes;
}

module.exports = { PreloadManifestPlugin };
