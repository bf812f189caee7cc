import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from '@/components/ui/notifications/notifications-provider';
import { queryConfig } from '@/lib/react-query';
import { theme } from './theme';

type AppProviderProps = { children: ReactNode };

export const AppProvider = ({ children }: AppProviderProps) => {
  // Held in state so that a re-render never swaps in a new, empty cache.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
};
