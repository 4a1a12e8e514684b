// Standalone entry: the remote's pages on their own dev server (port 3006), without the shell.
// The shell never loads this file; it loads the exposed pages through remoteEntry.js.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
