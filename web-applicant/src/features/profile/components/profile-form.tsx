import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type UserView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { choiceMessages } from '@/components/ui/form/choice-messages';
import { withFormRules } from '@/components/ui/form/form-rules-resolver';
import { serverErrorMessage } from '@/components/ui/form/server-error-message';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { userQueryOptions } from '@/lib/auth/get-user';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSaveDemographic } from '../api/save-demographic';
import { useSaveGeneralInfo } from '../api/save-general-info';
import {
  PROFILE_FORM_FIELDS,
  profileFormRules,
  profileFormSchema,
  profileFormValuesOf,
  profileRecordsOf,
  type ProfileFormOutput,
} from '../profile-form-values';
import { DemographicFields } from './demographic-fields';
import { GeneralInfoFields } from './general-info-fields';

type ProfileFormProps = { user: UserView; onDirtyChange: (dirty: boolean) => void };

/** The General Info and Demographics form: each record is created on its first save, then updated. */
export const ProfileForm = ({ user, onDirtyChange }: ProfileFormProps) => {
  const form = useForm({
    resolver: withFormRules(zodResolver(profileFormSchema, choiceMessages), profileFormRules),
    defaultValues: profileFormValuesOf(user),
  });
  const { control, setValue, handleSubmit, setError, reset, getValues, formState } = form;
  const clearDraft = useFormDraft(form, { userId: user.id, form: 'general-info-and-demographics' });
  const saveGeneralInfo = useSaveGeneralInfo();
  const saveDemographic = useSaveDemographic();
  const queryClient = useQueryClient();
  const notify = useNotifications();

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (output: ProfileFormOutput) => {
    const { info, demographic } = profileRecordsOf(output);
    try {
      await saveGeneralInfo.mutateAsync({ id: user.general_info?.id ?? null, info });
      await saveDemographic.mutateAsync({ id: user.demographic?.id ?? null, demographic });
      clearDraft();
      reset(getValues());
      notify({ message: MESSAGES.profileHasBeenUpdated, severity: 'success' });
    } catch (error) {
      showServerFieldErrors(error, PROFILE_FORM_FIELDS, setError);
      notify({ message: serverErrorMessage(error), severity: 'error' });
    } finally {
      // A record created before a later failure must be updated, not created again, next time; the
      // courses' eligibility (profile_not_filled, profile_not_updated) depends on the profile too.
      await Promise.all([
        queryClient.invalidateQueries(userQueryOptions),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="profile-form-heading">
      <Typography id="profile-form-heading" variant="h5" component="h2" sx={{ mt: 5 }}>
        General Info and Demographics
      </Typography>
      <GeneralInfoFields control={control} setValue={setValue} />
      <DemographicFields control={control} />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ mt: 2 }}>
        Save general info and demographics
      </Button>
    </Box>
  );
};
