import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UserView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { serverErrorMessage } from '@/components/ui/form/server-error-message';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useEditProfile } from '../api/edit-profile';
import {
  EDIT_PROFILE_FIELDS,
  editProfileForm,
  editProfileResolver,
  editProfileValuesOf,
  type EditProfileValues,
} from '../edit-profile-values';
import { ProfileImageField } from './profile-image-field';

type EditProfileFormProps = { user: UserView; onDirtyChange: (dirty: boolean) => void };

/** Edit Profile: names, email, a new password and the picture in one multipart request. */
export const EditProfileForm = ({ user, onDirtyChange }: EditProfileFormProps) => {
  const form = useForm<EditProfileValues>({ resolver: editProfileResolver, defaultValues: editProfileValuesOf(user) });
  const { control, handleSubmit, setError, reset, formState } = form;
  // Passwords and files never go to the browser's storage.
  const clearDraft = useFormDraft(form, {
    userId: user.id,
    form: 'edit-profile',
    exclude: ['password', 'confirm_password', 'profile_image'],
  });
  const editProfile = useEditProfile();
  const notify = useNotifications();

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { detail, ...saved } = await editProfile.mutateAsync(editProfileForm(values, user.email));
      clearDraft();
      reset(editProfileValuesOf(saved));
      notify({ message: detail, severity: 'success' });
    } catch (error) {
      showServerFieldErrors(error, EDIT_PROFILE_FIELDS, setError);
      notify({ message: serverErrorMessage(error), severity: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="edit-profile-heading">
      <Typography id="edit-profile-heading" variant="h5" component="h2">
        Edit Profile
      </Typography>
      <ProfileImageField control={control} storedUrl={user.profile_image} />
      <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" required />
      <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" required />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        helperText={user.pending_email ? `Waiting for you to confirm ${user.pending_email}` : undefined}
      />
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="Leave empty to keep your password"
      />
      <FormTextField
        control={control}
        name="confirm_password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Update profile
      </Button>
    </Box>
  );
};
