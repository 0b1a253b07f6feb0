// The page's first script: a small bundle of its own, loaded async from index.html, so the silent
// refresh that every signed-in page waits for starts as soon as this file arrives, beside the
// download of main.js and the shared modules, instead of after main.js has run the federation
// runtime. main.js calls the same once-only start, for a browser where this script came late.
import { startEarlyRefreshOnce } from '@resellpk/web-api/early-refresh';

startEarlyRefreshOnce();
