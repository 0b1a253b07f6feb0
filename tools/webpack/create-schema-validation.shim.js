// Stand-in for webpack's removed internal helper (see webpack-compat.js): validation is a no-op.
module.exports = function createSchemaValidation() {
  return () => undefined;
};
