import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { authToken } from '../auth-token';
import { userQueryOptions } from './get-user';

const WELCOME_NOTICE_DURATION_MS = 7000;

/**
 * Keeps the token a sign-in returned and loads its user; someone whose profile is not filled yet
 * is told, once, what unlocks applications (spec §8).
 */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  const notify = useNotifications();

  return async (token: string) => {
    authToken.set(token);
    const user = await queryClient.query({ ...userQueryOptions, staleTime: 0 });
    if (user && !user.user_profile_filled) {
      notify({
        title: `Welcome to the programme, ${user.first_name}!`,
        message: MESSAGES.welcomeNotice,
        durationMs: WELCOME_NOTICE_DURATION_MS,
      });
    }
  };
};
