import { noop, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorFallback } from '@/components/errors/route-error-fallback';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';
import { initialDataQueryOptions } from '@/features/auth/api/get-initial-data';
import { getCoursesQueryOptions } from '@/features/catalog/api/get-courses';
import { userQueryOptions } from '@/lib/auth/get-user';
import { PrivateRoute } from '@/lib/auth/private-route';
import { PublicOnlyRoute } from '@/lib/auth/public-only-route';
import { socialProvidersQueryOptions } from '@/lib/social-sign-in/get-social-providers';
import { lazyPage, type LazyPage } from './lazy-page';

type PageHandle = { preload: () => Promise<unknown> };

/** A route showing a lazy page; its handle lets the first render wait for it (`preloadFirstPage`). */
const pageRoute = <P extends object>(page: LazyPage<P>, route: RouteObject, props?: NoInfer<P>): RouteObject => {
  const { Page } = page;
  return { ...route, element: <Page {...(props as P)} />, handle: { preload: page.preload } satisfies PageHandle };
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
  const applications = lazyPage(() => import('./routes/applications').then((module) => module.ApplicationsRoute));
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
        pageRoute(home, { index: true }),
        {
          element: <PublicOnlyRoute />,
          children: [pageRoute(signIn, { path: paths.signIn.path }), pageRoute(signUp, { path: paths.signUp.path })],
        },
        pageRoute(forgotPassword, { path: paths.forgotPassword.path }),
        pageRoute(resetPassword, { path: paths.resetPassword.path }),
        pageRoute(verification, { path: paths.verification.path }),
        pageRoute(newEmailVerification, { path: paths.newEmailVerification.path }),
        pageRoute(socialVerification, { path: paths.githubVerification.path }, { provider: 'github' }),
        pageRoute(socialVerification, { path: paths.googleVerification.path }, { provider: 'google' }),
        pageRoute(socialVerification, { path: paths.orcidVerification.path }, { provider: 'orcid' }),
        pageRoute(help, { path: paths.help.path }),
        // Public and standalone: anyone with a certificate's link may see it (spec 2 §2).
        pageRoute(certificate, { path: paths.certificate.path }),
        {
          // The spec's private pages: a visitor signs in first and then comes back.
          element: <PrivateRoute />,
          children: [
            pageRoute(account, { path: paths.account.path }),
            pageRoute(logistics, { path: paths.logistics.path }),
            pageRoute(applications, { path: paths.applications.path }),
            pageRoute(createApplication, { path: paths.createApplication.path }),
            pageRoute(editApplication, { path: paths.editApplication.path }),
            pageRoute(courseDashboard, { path: paths.courseDashboard.path }),
            pageRoute(media, { path: paths.media.path }),
            pageRoute(verifyContentPass, { path: paths.verifyContentPass.path }),
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
