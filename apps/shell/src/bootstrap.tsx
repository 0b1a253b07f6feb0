import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@resellpk/web-session';
import { ShellApp } from './app/shell-app';
import { remoteForPath } from './remotes/remote-manifest';
import { ensureRemote } from './remotes/remote-registry';
import { startCartSyncWhenNeeded } from './start/cart-sync-start';

// Start what the first page needs before React renders the chrome, instead of from the effects
// of that render: the page's remote (its routes and chunks) and the silent refresh that every
// catalogue request waits for. Both are idempotent; the gate and the session provider find them running.
ensureRemote(remoteForPath(window.location.pathname));
void restoreSession();
// a signed-in reseller's cart follows them to every device (kept on the server); loaded beside the
// first screen once there is a user, not in its way
startCartSyncWhenNeeded();

// A transition: React renders the first screen in slices of a few milliseconds and lets the
// browser run between them (network callbacks, the chunks arriving), instead of one long task
// that a slow phone feels as a frozen page (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <ShellApp />
    </StrictMode>,
  );
});
