import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadScreens } from './app/load-screens';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { PAGE_STATE_ID, restorePageState } from './lib/page-state';
import { prepareClassMerge } from './lib/cn';
import { createQueryClient } from './lib/query-client';
import './index.css';

async function start() {
  const client = createQueryClient();
  const state = restorePageState(client, document.getElementById(PAGE_STATE_ID));
  const container = document.getElementById('root')!;
  if (state) {
    await loadScreens(routes, window.location);
    prepareClassMerge();
    // Hydration starts in a task of its own: long tasks are what keeps a phone from answering.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const app = (
    <StrictMode>
      <AppProviders client={client} origin={state?.origin}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition React hydrates in slices of a few milliseconds, answering input between them;
  // at the default priority it hydrates the whole page in one task (680 ms at a phone's speed on
  // /sold-prices). A click before then still hydrates what it hits at once and is replayed.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
