import { useQueryClient } from '@tanstack/react-query';
import { authToken } from '@/lib/auth-token';
import { userQueryOptions } from '@/lib/auth/get-user';

/**
 * Forgets a session the API no longer accepts (401). The private route then sends the user to sign
 * in and, afterwards, back to the page they were on.
 */
export const useExpireSession = () => {
  const queryClient = useQueryClient();
  return () => {
    authToken.clear();
    queryClient.setQueryData(userQueryOptions.queryKey, null);
  };
};
