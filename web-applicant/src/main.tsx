import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { queryConfig } from '@/lib/react-query';
import { App } from './app/app';
import { createAppRouter, preloadFirstPage } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain an element with id "root"');

// One cache for the whole visit, made before the router so the first page's data can be asked for early.
const queryClient = new QueryClient({ defaultOptions: queryConfig });
const router = createAppRouter(queryClient);

// A transition renders in slices that let the browser answer input between them.
void preloadFirstPage(router, queryClient).then(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  ),
);
