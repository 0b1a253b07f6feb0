import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@resellpk/web-session';
import { ShellApp } from './app/shell-app';
import { remoteForPath } from './remotes/remote-manifest';
import { ensureRemote } from './remotes/remote-registry';

// Start what the first page needs before React renders the chrome, instead of from the effects
// of that render: the page's remote (its routes and chunks) and the silent refresh that every
// catalogue request waits for. Both are idempotent; the gate and the session provider find them running.
ensureRemote(remoteForPath(window.location.pathname));
void restoreSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ShellApp />
  </StrictMode>,
);
