#!/usr/bin/env node
// Prints one closing line over jest and Playwright results: "tests: N passed, N failed".
const fs = require('node:fs');
const [jestFile, e2eFile] = process.argv.slice(2);
let passed = 0, failed = 0, skipped = 0;
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, 'utf8')); } catch { return null; } };
const jest = read(jestFile);
if (jest) { passed += jest.numPassedTests; failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites || 0); skipped += jest.numPendingTests; }
else failed += 1;
const e2e = read(e2eFile);
if (e2e && e2e.stats) { passed += e2e.stats.expected; failed += e2e.stats.unexpected; skipped += e2e.stats.skipped; passed += e2e.stats.flaky || 0; }
else failed += 1;
console.log(`jest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no results'}; e2e: ${e2e && e2e.stats ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no results'}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
