// antd shared per component instead of whole. A shared module is never tree-shaken, so sharing
// `antd` shipped all of it to every first visit, far past the first-visit budget (the size:
// bench/README.md, *Figures once quoted in code comments*). Instead:
// - `antd` is aliased to a generated barrel that re-exports each component from `antd/es/<dir>`;
//   the barrel is side-effect free, so each app keeps only the components it imports;
// - every `antd/es/<dir>` is a shared singleton, so host and remotes still run one copy of each
//   component (one ConfigProvider context, one theme) and a page loads only what it renders.
// The list is read from antd's own ES barrel, so an antd upgrade needs no edit here.
const fs = require('node:fs');
const path = require('node:path');
const { generatedModule } = require('./generated-module');

const root = path.resolve(__dirname, '../..');
const antdDir = path.join(root, 'node_modules/antd');
const EXPORT_LINE = /^export \{ default as (\w+) \} from '\.\/([\w-]+)';$/;

/** `[{ name: 'Button', dir: 'button' }, ...]` from node_modules/antd/es/index.js */
function antdComponents() {
  const source = fs.readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const found = [];
  for (const line of source.split('\n')) {
    const m = EXPORT_LINE.exec(line.trim());
    if (m) found.push({ name: m[1], dir: m[2] });
  }
  // antd's barrel changing shape must fail the build, not silently share nothing
  if (found.length < 50) throw new Error(`antd-modules: expected antd/es/index.js to re-export its components, found ${found.length}`);
  return found;
}

/** Writes the barrel once per antd version and returns its path (used as the `antd$` alias). */
function antdBarrel() {
  const { version } = require(path.join(antdDir, 'package.json'));
  const body = antdComponents()
    .map(({ name, dir }) => `export { default as ${name} } from 'antd/es/${dir}';`)
    .join('\n');
  return generatedModule(`antd-${version}.mjs`, `${body}\n`);
}

/** Share keys `antd/es/<dir>` for every component folder. */
function antdShareKeys() {
  return antdComponents().map(({ dir }) => `antd/es/${dir}`);
}

module.exports = { antdBarrel, antdShareKeys, antdComponents };
