// Integration tests run real PostgreSQL, NATS and Redis on 2 shared cores next to another jest
// worker: one retry, as Playwright's, so a timing accident does not throw away a whole CI run.
// A retried test is still reported (logErrorsBeforeRetry, and "flaky" in tools/test-summary.js),
// so a flake gets fixed rather than hidden. Unit tests get no retry.
if (/\.int-spec\.tsx?$/.test(expect.getState().testPath || '')) {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}
