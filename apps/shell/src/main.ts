// Not the shared api lib (it cannot load before the share scope): its one file that runs alone
import { startEarlyRefreshOnce } from '@resellpk/web-api/early-refresh';
import { fetchManifest } from './remotes/manifest-fetch';

// Read the remote config now, while the shared modules below load (the page's HTML already
// preloads the remote entry itself; tools/serve-web.js). A failure is reported by the remote gate,
// which asks again.
fetchManifest().catch(() => undefined);
// And the silent refresh every signed-in page waits for, unless session-start.js (the page's
// first script, deferred before this one) has sent it already; the session lib's restoreSession() takes its answer.
startEarlyRefreshOnce();

// Async boundary: shared singletons (react, antd, the session lib...) are negotiated with the
// remotes before any app code runs.
import('./bootstrap');
