import { noop, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { initialDataQueryOptions } from '@/features/auth/api/get-initial-data';
import { getApplicationsQueryOptions } from '@/features/applications/api/get-applications';
import { ALL_COURSES, getCoursesQueryOptions } from '@/features/catalog/api/get-courses';
import { userQueryOptions } from '@/lib/auth/get-user';
import { authToken } from '@/lib/auth-token';
import { PrivateRoute } from '@/lib/auth/private-route';
import { PublicOnlyRoute } from '@/lib/auth/public-only-route';
import { socialProvidersQueryOptions } from '@/lib/social-sign-in/get-social-providers';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageHandle } from './page-handle';

/**
 * A route showing a lazy page. Its handle lets the first render wait for it (`preloadFirstPage`) and
 * names the page for the document title and the announcement of a route change (`PageTitle`).
 */
const pageRoute = <P extends object>(
  page: LazyPage<P>,
  title: string,
  route: RouteObject,
  props?: NoInfer<P>,
): RouteObject => {
  const { Page } = page;
  const handle: PageHandle = { preload: page.preload, title };
  return { ...route, element: <Page {...(props as P)} />, handle };
};

/**
 * A page's chunk with the data it opens with, asked for together; the page shows once all are in
 * (a failed request shows it as it would have), so nothing jumps down or re-renders right after it
 * appears: sign-in and sign-up with the staff's text above the form and the social buttons below it,
 * home with its courses.
 */
const withData = <T,>(page: Promise<T>, data: Promise<void>[]) =>
  Promise.all([page, ...data]).then(([module]) => module);

const goHome = <Navigate to={paths.home.getHref()} replace />;

export const createAppRouter = (queryClient: QueryClient) => {
  const authPageData = () => [
    queryClient.query(initialDataQueryOptions).then(noop, noop),
    queryClient.query(socialProvidersQueryOptions).then(noop, noop),
  ];
  // Every page is its own chunk: the first load carries only the shell (docs/architecture.md §7 budget).
  const home = lazyPage(() =>
    withData(import('./routes/home'), [queryClient.query(getCoursesQueryOptions()).then(noop, noop)]).then(
      (module) => module.HomeRoute,
    ),
  );
  const signIn = lazyPage(() =>
    withData(import('./routes/sign-in'), authPageData()).then((module) => module.SignInRoute),
  );
  const signUp = lazyPage(() =>
    withData(import('./routes/sign-up'), authPageData()).then((module) => module.SignUpRoute),
  );
  const forgotPassword = lazyPage(() =>
    import('./routes/forgot-password').then((module) => module.ForgotPasswordRoute),
  );
  const resetPassword = lazyPage(() => import('./routes/reset-password').then((module) => module.ResetPasswordRoute));
  const verification = lazyPage(() => import('./routes/verification').then((module) => module.VerificationRoute));
  const newEmailVerification = lazyPage(() =>
    import('./routes/new-email-verification').then((module) => module.NewEmailVerificationRoute),
  );
  const socialVerification = lazyPage(() =>
    import('./routes/social-verification').then((module) => module.SocialVerificationRoute),
  );
  // The list, the steps and the course list open together, so the page does not grow three times as
  // each comes in (a layout shift of 0.27, issue 57). Only with a session: a visitor is sent to sign in.
  const applications = lazyPage(() =>
    withData(
      import('./routes/applications'),
      authToken.get()
        ? [
            queryClient.query(getApplicationsQueryOptions()).then(noop, noop),
            queryClient.query(getCoursesQueryOptions(ALL_COURSES)).then(noop, noop),
          ]
        : [],
    ).then((module) => module.ApplicationsRoute),
  );
  const createApplication = lazyPage(() =>
    import('./routes/create-application').then((module) => module.CreateApplicationRoute),
  );
  const editApplication = lazyPage(() =>
    import('./routes/edit-application').then((module) => module.EditApplicationRoute),
  );
  const courseDashboard = lazyPage(() =>
    import('./routes/course-dashboard').then((module) => module.CourseDashboardRoute),
  );
  const account = lazyPage(() => import('./routes/account').then((module) => module.AccountRoute));
  const logistics = lazyPage(() => import('./routes/logistics').then((module) => module.LogisticsRoute));
  const help = lazyPage(() => import('./routes/help').then((module) => module.HelpRoute));
  const certificate = lazyPage(() => import('./routes/certificate').then((module) => module.CertificateRoute));
  const media = lazyPage(() => import('./routes/media').then((module) => module.MediaRoute));
  const verifyContentPass = lazyPage(() =>
    import('./routes/verify-content-pass').then((module) => module.VerifyContentPassRoute),
  );

  return createBrowserRouter([
    {
      path: paths.home.path,
      element: <MainLayout />,
      errorElement: <RouteErrorFallback />,
      children: [
        pageRoute(home, 'Apply to the summer school', { index: true }),
        {
          element: <PublicOnlyRoute />,
          children: [
            pageRoute(signIn, 'Sign in', { path: paths.signIn.path }),
            pageRoute(signUp, 'Sign up', { path: paths.signUp.path }),
          ],
        },
        pageRoute(forgotPassword, 'Forgot password', { path: paths.forgotPassword.path }),
        pageRoute(resetPassword, 'Reset password', { path: paths.resetPassword.path }),
        pageRoute(verification, 'Email verification', { path: paths.verification.path }),
        pageRoute(newEmailVerification, 'New email verification', { path: paths.newEmailVerification.path }),
        pageRoute(
          socialVerification,
          'Signing in with GitHub',
          { path: paths.githubVerification.path },
          { provider: 'github' },
        ),
        pageRoute(
          socialVerification,
          'Signing in with Google',
          { path: paths.googleVerification.path },
          { provider: 'google' },
        ),
        pageRoute(
          socialVerification,
          'Signing in with ORCID',
          { path: paths.orcidVerification.path },
          { provider: 'orcid' },
        ),
        pageRoute(help, 'Help', { path: paths.help.path }),
        // Public and standalone: anyone with a certificate's link may see it (spec 2 §2).
        pageRoute(certificate, 'Certificate', { path: paths.certificate.path }),
        {
          // The spec's private pages: a visitor signs in first and then comes back.
          element: <PrivateRoute />,
          children: [
            pageRoute(account, 'Account settings', { path: paths.account.path }),
            pageRoute(logistics, 'Logistics', { path: paths.logistics.path }),
            pageRoute(applications, 'Applications', { path: paths.applications.path }),
            pageRoute(createApplication, 'New application', { path: paths.createApplication.path }),
            pageRoute(editApplication, 'Edit application', { path: paths.editApplication.path }),
            pageRoute(courseDashboard, 'Course dashboard', { path: paths.courseDashboard.path }),
            pageRoute(media, 'Course content', { path: paths.media.path }),
            pageRoute(verifyContentPass, 'Course content password', { path: paths.verifyContentPass.path }),
          ],
        },
        // Unknown paths go home (the server answers /api and /admin itself).
        { path: '*', element: goHome },
      ],
    },
  ]);
};

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Waits for the first page's chunk (preloaded by index.html), the data it opens with, and who the
 * visitor is, so the first render paints the whole page at once: no header-then-spinner-then-page,
 * and no long render right after the first paint. Never rejects: a failure shows as it would anyway.
 */
export const preloadFirstPage = (router: AppRouter, queryClient: QueryClient) =>
  Promise.allSettled([
    queryClient.query(userQueryOptions).then(noop, noop),
    ...router.state.matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()),
  ]);
