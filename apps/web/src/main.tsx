import '@fontsource/raleway/400.css';
import '@fontsource/raleway/600.css';
import '@fontsource/raleway/700.css';
// The app shell's styles, in cascade order; each feature's own stylesheet comes with its components.
import './styles/tokens.css';
import './styles/global.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/components.css';
import './styles/compact.css';
import './styles/search.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startIdentityCheck } from './features/auth/api/get-me';
import { openSharedPageUnderOwnPrefix, wasLoadRedirected } from './lib/shared-link-arrival';
import { readStoredUserRole, readToken } from './lib/storage';
import { captureVerifyLink } from './lib/verify-link';

/** Ends the current task, so the browser can paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in three tasks rather than one: evaluating the modules, creating the router (which
 * matches the URL and starts the screen's chunk and data), and rendering. On a slow phone each is
 * tens of milliseconds; together they were one task that kept the page from answering a tap
 * (Lighthouse's total blocking time, decision 046).
 */
async function start(rootElement: HTMLElement) {
  // Before anything renders: a verification link's token is kept, and the login page takes over.
  captureVerifyLink(window.location, window.history);
  // A short link's redirect to a guest-form profile or company opens it under the viewer's prefix.
  openSharedPageUnderOwnPrefix({
    location: window.location,
    history: window.history,
    wasRedirected: wasLoadRedirected(),
    storedRole: readStoredUserRole(),
    hasToken: readToken() !== null,
  });
  // The session check starts now, while React and the page's code load (it is what pages wait for).
  startIdentityCheck();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
void start(rootElement);
