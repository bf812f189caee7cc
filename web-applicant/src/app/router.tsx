import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';

// Every page is its own chunk: the first load carries only the shell (DESIGN.md §7 budget).
const HomeRoute = lazy(() => import('./routes/home').then((module) => ({ default: module.HomeRoute })));

const router = createBrowserRouter([
  {
    path: paths.home.path,
    element: <MainLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Unknown paths go home (the server answers /api and /admin itself).
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
