import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { PendingRequestsIndicator } from '@/components/ui/pending-requests-indicator';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/get-user';
import { PageTitle } from './page-title';
import { UserMenu } from './user-menu';

const MAIN_CONTENT_ID = 'main-content';

export const MainLayout = () => {
  const user = useUser().data;

  return (
    <>
      <PageTitle mainId={MAIN_CONTENT_ID} />
      <PendingRequestsIndicator />
      {/* First focusable element, so keyboard users can jump past the header. */}
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          zIndex: (theme) => theme.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="static" component="header">
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Link component={RouterLink} to={paths.home.getHref()} color="inherit" underline="hover" variant="h6">
            Course Portal
          </Link>
          {user && <UserMenu user={user} />}
          {/* A visitor (null, not still loading) gets the way in from every public page (issue 19). */}
          {user === null && (
            <Link component={RouterLink} to={paths.signIn.getHref()} color="inherit" underline="always">
              Sign in
            </Link>
          )}
        </Toolbar>
      </AppBar>
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth="md" sx={{ py: 4, outline: 'none' }}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
};
