// Build-time modules generated from installed packages (antd barrel, router kit) live in
// node_modules/.cache/resellpk; a file is rewritten only when its text changes, so webpack's
// cache and watchers see a stable file.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '../../node_modules/.cache/resellpk');

/** Writes `body` to `<cache>/<name>` when it differs and returns the file's path. */
function generatedModule(name, body) {
  const file = path.join(dir, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, body);
  }
  return file;
}

module.exports = { generatedModule };
