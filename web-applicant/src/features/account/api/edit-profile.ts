import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth/get-user';

/** The user as saved, and the message to show ('Profile has been updated' or the email one). */
type EditProfileResponse = UserView & { detail: string };

/** `PATCH /api/users/me/` as a multipart form, so the profile image travels with the names. */
export const editProfile = (form: FormData) => api.patch<EditProfileResponse>('/users/me/', form);

export const useEditProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ detail: _detail, ...user }) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
};
