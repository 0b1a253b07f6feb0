import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/shell-app';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ShellApp />
  </StrictMode>,
);
