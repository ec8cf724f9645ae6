// The workshop's console (every page under /staff): an entry of its own (staff.html), so nothing of it reaches the
// customer's first load.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setInspector } from './machines/inspector';
import ErrorBoundary from './views/ErrorBoundary';
import StaffApp from './views/staff/StaffApp';

async function start() {
  // Dev only: `?inspect` opens the Stately inspector on every running machine.
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    setInspector(createBrowserInspector().inspect);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('staff.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <StaffApp />
      </ErrorBoundary>
    </StrictMode>,
  );
}

void start();
