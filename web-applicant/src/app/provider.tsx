import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from '@/components/ui/notifications/notifications-provider';
import { styleCache } from './style-cache';
import { theme } from './theme';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

export const AppProvider = ({ queryClient, children }: AppProviderProps) => {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
};
