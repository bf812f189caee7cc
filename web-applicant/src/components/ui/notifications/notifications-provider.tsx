import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { DEFAULT_NOTIFICATION_DURATION_MS, NotificationsContext, type Notification } from './notifications-context';

type ShownNotification = Notification & { key: number };

export const NotificationsProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<ShownNotification | null>(null);
  const [open, setOpen] = useState(false);

  // A new message replaces the one on screen; the key restarts the auto-hide timer.
  const notify = useCallback((notification: Notification) => {
    setCurrent({ ...notification, key: Date.now() });
    setOpen(true);
  }, []);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message before it has been read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={current?.durationMs === undefined ? DEFAULT_NOTIFICATION_DURATION_MS : current.durationMs}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {/* The standard (light) variant: the filled info and warning colours fail AA contrast. */}
        <Alert onClose={close} severity={current?.severity ?? 'info'} sx={{ width: '100%', boxShadow: 6 }}>
          {current?.title && <AlertTitle>{current.title}</AlertTitle>}
          {current?.message}
        </Alert>
      </Snackbar>
    </NotificationsContext.Provider>
  );
};
