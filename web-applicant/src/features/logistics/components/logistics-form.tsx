import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES, type LogisticInput, type UserView } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormCheckboxGroup } from '@/components/ui/form/form-checkbox-group';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { serverErrorMessage } from '@/components/ui/form/server-error-message';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSaveLogistic } from '../api/save-logistic';
import { LANGUAGE_OPTIONS, TIME_SLOT_OPTIONS } from '../logistics-labels';
import { LOGISTIC_FORM_FIELDS, logisticFormResolver, logisticFormValuesOf } from '../logistic-form-values';
import { TimeSlotsTable } from './time-slots-table';

type LogisticsFormProps = {
  user: UserView;
  locked: boolean;
  /** The server refused the save because every deadline has passed. */
  onLocked: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/** Time slots and languages (spec 1 §3 "Logistic"); success reads 'Logistics updated'. */
export const LogisticsForm = ({ user, locked, onLocked, onDirtyChange }: LogisticsFormProps) => {
  const form = useForm({
    resolver: logisticFormResolver,
    defaultValues: logisticFormValuesOf(user),
    disabled: locked,
  });
  const { control, handleSubmit, setError, reset, getValues, formState } = form;
  const clearDraft = useFormDraft(form, { userId: user.id, form: 'logistics' });
  const saveLogistic = useSaveLogistic();
  const notify = useNotifications();

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (logistic: LogisticInput) => {
    try {
      await saveLogistic.mutateAsync(user.logistic ? { id: user.logistic.id, logistic } : { id: null, logistic });
      clearDraft();
      reset(getValues());
      notify({ message: MESSAGES.logisticsUpdated, severity: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code() === 'logistics_locked') {
        onLocked();
        notify({ message: error.message, severity: 'error' });
        return;
      }
      showServerFieldErrors(error, LOGISTIC_FORM_FIELDS, setError);
      notify({ message: serverErrorMessage(error), severity: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="logistics-form-heading"
    >
      <Typography id="logistics-form-heading" variant="h5" component="h2" sx={{ mt: 4 }}>
        Time slots and languages
      </Typography>
      <TimeSlotsTable />
      <FormSelectField
        control={control}
        name="preferred_time_slot"
        label="Preferred time slot"
        options={TIME_SLOT_OPTIONS}
        required
        disabled={locked}
      />
      <FormSelectField
        control={control}
        name="second_preferred_time_slot"
        label="Second preferred time slot"
        options={TIME_SLOT_OPTIONS}
        emptyLabel="None"
        disabled={locked}
      />
      <FormCheckboxGroup
        control={control}
        name="possible_time_slots"
        required={false}
        legend="Every time slot you could attend"
        options={TIME_SLOT_OPTIONS}
        disabled={locked}
      />
      <FormSelectField
        control={control}
        name="preferred_language"
        label="Preferred language"
        options={LANGUAGE_OPTIONS}
        required
        disabled={locked}
      />
      <FormCheckboxGroup
        control={control}
        name="possible_languages"
        required={false}
        legend="Other languages you could study in"
        options={LANGUAGE_OPTIONS}
        disabled={locked}
      />
      <FormTextField
        control={control}
        name="fill_in_languages"
        label="Languages not listed"
        helperText="Any other language you could study in."
      />
      <FormCheckboxField
        control={control}
        name="comfort_english"
        label="I am comfortable studying in English"
        disabled={locked}
      />
      <Button type="submit" variant="contained" disabled={locked || formState.isSubmitting} sx={{ mt: 2 }}>
        Save logistics
      </Button>
    </Box>
  );
};
