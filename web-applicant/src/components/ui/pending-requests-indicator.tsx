import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** A thin bar along the top of the page while any request is under way. */
export const PendingRequestsIndicator = () => {
  const pending = useIsFetching() + useIsMutating();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      {pending > 0 && <LinearProgress color="secondary" aria-label="Loading" />}
    </Box>
  );
};
