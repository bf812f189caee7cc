import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { PrivateRoute } from '@/lib/auth/private-route';
import { PublicOnlyRoute } from '@/lib/auth/public-only-route';

// Every page is its own chunk: the first load carries only the shell (DESIGN.md §7 budget).
const HomeRoute = lazy(() => import('./routes/home').then((module) => ({ default: module.HomeRoute })));
const SignInRoute = lazy(() => import('./routes/sign-in').then((module) => ({ default: module.SignInRoute })));
const SignUpRoute = lazy(() => import('./routes/sign-up').then((module) => ({ default: module.SignUpRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((module) => ({ default: module.ResetPasswordRoute })),
);
const VerificationRoute = lazy(() =>
  import('./routes/verification').then((module) => ({ default: module.VerificationRoute })),
);
const NewEmailVerificationRoute = lazy(() =>
  import('./routes/new-email-verification').then((module) => ({ default: module.NewEmailVerificationRoute })),
);
const SocialVerificationRoute = lazy(() =>
  import('./routes/social-verification').then((module) => ({ default: module.SocialVerificationRoute })),
);
const ApplicationsRoute = lazy(() =>
  import('./routes/applications').then((module) => ({ default: module.ApplicationsRoute })),
);
const CreateApplicationRoute = lazy(() =>
  import('./routes/create-application').then((module) => ({ default: module.CreateApplicationRoute })),
);
const EditApplicationRoute = lazy(() =>
  import('./routes/edit-application').then((module) => ({ default: module.EditApplicationRoute })),
);
const CourseDashboardRoute = lazy(() =>
  import('./routes/course-dashboard').then((module) => ({ default: module.CourseDashboardRoute })),
);
const AccountRoute = lazy(() => import('./routes/account').then((module) => ({ default: module.AccountRoute })));
const LogisticsRoute = lazy(() => import('./routes/logistics').then((module) => ({ default: module.LogisticsRoute })));
const HelpRoute = lazy(() => import('./routes/help').then((module) => ({ default: module.HelpRoute })));

const goHome = <Navigate to={paths.home.getHref()} replace />;

const router = createBrowserRouter([
  {
    path: paths.home.path,
    element: <MainLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: paths.signIn.path, element: <SignInRoute /> },
          { path: paths.signUp.path, element: <SignUpRoute /> },
        ],
      },
      { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      { path: paths.verification.path, element: <VerificationRoute /> },
      { path: paths.newEmailVerification.path, element: <NewEmailVerificationRoute /> },
      { path: paths.githubVerification.path, element: <SocialVerificationRoute provider="github" /> },
      { path: paths.googleVerification.path, element: <SocialVerificationRoute provider="google" /> },
      { path: paths.orcidVerification.path, element: <SocialVerificationRoute provider="orcid" /> },
      { path: paths.help.path, element: <HelpRoute /> },
      {
        // The spec's private pages: a visitor signs in first and then comes back.
        element: <PrivateRoute />,
        children: [
          { path: paths.account.path, element: <AccountRoute /> },
          { path: paths.logistics.path, element: <LogisticsRoute /> },
          { path: paths.applications.path, element: <ApplicationsRoute /> },
          { path: paths.createApplication.path, element: <CreateApplicationRoute /> },
          { path: paths.editApplication.path, element: <EditApplicationRoute /> },
          { path: paths.courseDashboard.path, element: <CourseDashboardRoute /> },
        ],
      },
      // Unknown paths go home (the server answers /api and /admin itself).
      { path: '*', element: goHome },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
