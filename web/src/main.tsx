import { StrictMode } from 'react';
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
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
