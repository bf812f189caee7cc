import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

type AppProps = { queryClient: QueryClient; router: AppRouter };

export const App = ({ queryClient, router }: AppProps) => (
  <AppProvider queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProvider>
);
