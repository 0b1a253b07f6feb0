// @module-federation/enhanced 0.24 requires `webpack/lib/util/create-schema-validation`, an internal
// file webpack 5.111 no longer ships. The plugin only requires it (its use is commented out), so
// that one request is answered with a no-op validator; everything else resolves normally.
// Remove this file when the plugin stops requiring the internal path.
const Module = require('node:module');

const MISSING = 'webpack/lib/util/create-schema-validation';
const originalResolve = Module._resolveFilename;

Module._resolveFilename = function resolveWithCompat(request, parent, ...rest) {
  if (request === MISSING || request.endsWith('/webpack/lib/util/create-schema-validation')) {
    try {
      return originalResolve.call(this, request, parent, ...rest);
    } catch {
      return require.resolve('./create-schema-validation.shim.js');
    }
  }
  return originalResolve.call(this, request, parent, ...rest);
};
