import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES, PREFERENCE_FIELDS, type ApplicationSummary, type UserView } from '@portal/contracts';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useSaveLogistic } from '../api/save-logistic';
import { applicationLabelOf, applicationNameOf } from '../logistics-labels';
import {
  PREFERENCE_PROBLEM_OF_CODE,
  PREFERENCE_SNACKBARS,
  preferenceFieldsFor,
  preferenceResolver,
  type PreferenceProblem,
  type PreferenceValues,
} from '../preference-choices';

type PreferencesFormProps = {
  user: UserView;
  /** The student and TA applications on active courses, the ones a ranking names. */
  applications: readonly ApplicationSummary[];
  locked: boolean;
  onLocked: () => void;
};

const storedPreferences = (user: UserView): PreferenceValues =>
  Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, (user.logistic?.[field] as string | null) ?? null]));

/** Ranks the current applications, first choice first (spec 1 §2 "Logistics page"). */
export const PreferencesForm = ({ user, applications, locked, onLocked }: PreferencesFormProps) => {
  const labels = applications.map(applicationLabelOf);
  const fields = preferenceFieldsFor(labels);
  const { control, handleSubmit, setError } = useForm<PreferenceValues>({
    resolver: preferenceResolver(labels),
    defaultValues: storedPreferences(user),
    disabled: locked,
  });
  const saveLogistic = useSaveLogistic();
  const notify = useNotifications();
  const options = applications.map((application) => ({
    value: applicationLabelOf(application),
    label: applicationNameOf(application),
  }));
  const logisticId = user.logistic?.id ?? null;

  const showProblem = (errors: FieldErrors<PreferenceValues>) => {
    const first = fields.map((field) => errors[field]?.type).find(Boolean) as PreferenceProblem | undefined;
    notify({ message: first ? PREFERENCE_SNACKBARS[first] : MESSAGES.anErrorAppeared, severity: 'error' });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!logisticId) return;
    const ranking = Object.fromEntries(
      PREFERENCE_FIELDS.map((field) => [field, fields.includes(field) ? (values[field] ?? null) : null]),
    );
    try {
      await saveLogistic.mutateAsync({ id: logisticId, logistic: ranking });
      notify({ message: MESSAGES.preferencesUpdated, severity: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code() === 'logistics_locked') {
        onLocked();
        notify({ message: error.message, severity: 'error' });
        return;
      }
      showServerFieldErrors(error, fields, setError);
      const code = error instanceof ApiError ? Object.values(error.fieldErrors())[0]?.code : undefined;
      const problem = code ? PREFERENCE_PROBLEM_OF_CODE[code] : undefined;
      notify({ message: problem ? PREFERENCE_SNACKBARS[problem] : MESSAGES.anErrorAppeared, severity: 'error' });
    }
  }, showProblem);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="preferences-heading">
      <Typography id="preferences-heading" variant="h5" component="h2">
        Preferences
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Rank your applications: if more than one is accepted, your first choice counts.
      </Typography>
      {!logisticId && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          Save your time slots and languages below first: the ranking is kept with them.
        </Typography>
      )}
      {fields.map((field, rank) => (
        <FormSelectField
          key={field}
          control={control}
          name={field}
          label={`Preference ${rank + 1}`}
          options={options}
          required
          disabled={locked}
        />
      ))}
      <Button type="submit" variant="contained" disabled={locked || !logisticId} sx={{ mt: 2 }}>
        Submit Preferences
      </Button>
    </Box>
  );
};
