import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NotFound, Title, useBasename, usePermissions } from 'react-admin';
import type { StaffRole } from '../auth/staffSession';
import { ADMIN_ONLY_PAGES, pageOf } from './adminOnlyPages';

/**
 * An unknown address. An admins' page opened by a reviewer is known, so it says who may open it
 * and where to go instead, rather than react-admin's "bad link".
 */
export const StaffNotFound = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<StaffRole | null>();
  const basename = useBasename();
  if (isPending) return null;
  if (permissions !== 'admin' && ADMIN_ONLY_PAGES.has(pageOf(pathname))) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="For admins only" />
        <Alert severity="info">
          <Typography>
            This page is open to admins only; you are signed in as a reviewer. Ask an admin if you need what it shows.
          </Typography>
        </Alert>
        <Button component={RouterLink} to={`${basename}/`} sx={{ mt: 2 }}>
          Back to the dashboard
        </Button>
      </Box>
    );
  }
  return <NotFound />;
};
