// Not the shared api lib (it cannot load before the share scope): its one file that runs alone
import { startEarlyRefreshOnce } from '@resellpk/web-api/early-refresh';
import { fetchManifest } from './remotes/manifest-fetch';
import { nextTask } from './start/next-task';

// Read the remote config now, while the shared modules below load (the page's HTML already
// preloads the remote entry itself; apps/web-server). A failure is reported by the remote gate,
// which asks again.
fetchManifest().catch(() => undefined);
// And the silent refresh every signed-in page waits for, unless session-start.js (the page's
// first script, deferred before this one) has sent it already; the session lib's restoreSession() takes its answer.
startEarlyRefreshOnce();

/**
 * The shell's modules evaluated in steps, each in a task of its own (React and its DOM, the
 * session, i18n, the UI kit, then the rest and the first render), instead of all in the one task
 * that resolves the async boundary: on a phone that one task blocked input and paint long enough to
 * count against Lighthouse's Total Blocking Time (bench/README.md, *Start-up in short tasks, and the
 * cart drawn*; the task's length: *Figures once quoted in code comments*). All of them are
 * preloaded by the page, so the steps wait for no network; a step that fails is left to the last
 * one, whose failure the page reports as before.
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@resellpk/web-session'),
  () => import('@resellpk/web-i18n'),
  () => import('@resellpk/web-ui'),
];

async function start(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    await step().catch(() => undefined);
  }
  await nextTask();
  // Async boundary: shared singletons (react, antd, the session lib...) are negotiated with the
  // remotes before any app code runs.
  await import('./bootstrap');
}

void start();
