// The page's first script: a small bundle of its own, deferred in the page before main.js (so it
// runs first), so the silent refresh that every signed-in page waits for starts as soon as the page
// is parsed, beside the download of main.js and the shared modules, instead of after main.js has run
// the federation runtime. main.js calls the same once-only start, for a page where this script failed to load.
import { startEarlyRefreshOnce } from '@resellpk/web-api/early-refresh';
import { preloadAfterFirstPaint } from './start/after-paint-preloads';

startEarlyRefreshOnce();

// on a page the server drew, the start-up scripts are requested right after its first paint
preloadAfterFirstPaint();
