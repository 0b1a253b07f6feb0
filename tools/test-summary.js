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
// a test that passed on its retry (jest counts invocations, Playwright marks it flaky)
const jestFlaky = jest ? jest.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'passed' && (a.invocations || 1) > 1).map((a) => `${f.name.replace(process.cwd() + '/', '')} › ${a.fullName}`)) : [];
for (const name of jestFlaky) console.log(`flaky (passed on retry): ${name}`);
console.log(`jest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no results'}; e2e: ${e2e && e2e.stats ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no results'}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
