import { createContext, useContext } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export const DEFAULT_NOTIFICATION_DURATION_MS = 5000;

export type Notification = {
  message: string;
  title?: string;
  severity?: AlertColor;
  /**
   * How long the snackbar stays, in milliseconds; DEFAULT_NOTIFICATION_DURATION_MS unless given,
   * null for a message that stays until closed.
   */
  durationMs?: number | null;
};

export type Notify = (notification: Notification) => void;

export const NotificationsContext = createContext<Notify | null>(null);

export const useNotifications = (): Notify => {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return notify;
};
