// webpack turns an imported asset (a web font) into its URL; jest gets a stand-in URL
module.exports = '/asset-from-jest.woff2';
