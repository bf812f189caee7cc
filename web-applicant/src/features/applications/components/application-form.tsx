import { useMemo, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, type FieldErrors } from 'react-hook-form';
import { MESSAGES, type ApplicationRole, type ApplicationView, type CourseView } from '@portal/contracts';
import { FormProblemAlert } from '@/components/ui/form/form-problem-alert';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { useFormDraft } from '@/components/ui/form/use-form-draft';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { serverReason } from '@/lib/server-reason';
import { useSubmitApplication } from '../api/submit-application';
import { useUpdateApplication } from '../api/update-application';
import { applicationResolver } from '../form/application-resolver';
import type { FormValues } from '../form/field-spec';
import { snackbarForProblems } from '../form/form-problems';
import { FORM_SPECS } from '../form/form-spec';
import { snackbarForServerError } from '../form/server-problems';
import { useExpireSession } from '../hooks/use-expire-session';
import { FormSections } from './form-sections';

type ApplicationFormProps = {
  role: ApplicationRole;
  course: CourseView;
  userId: string;
  /** The stored answers in edit mode; a new application starts blank. */
  defaults: FormValues;
  application?: ApplicationView;
  labelledBy: string;
  onPrevious: () => void;
};

const codesOf = (errors: FieldErrors<FormValues>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.type as string | undefined]));

export const ApplicationForm = (props: ApplicationFormProps) => {
  const { role, course, userId, defaults, application, labelledBy, onPrevious } = props;
  const form = useForm<FormValues>({
    resolver: useMemo(() => applicationResolver(role, course), [role, course]),
    defaultValues: defaults,
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  // One draft per user, course, role and mode: what was typed comes back after a reload or a sign-in.
  const clearDraft = useFormDraft(form, {
    userId,
    form: `application.${course.id}.${role}.${application?.id ?? 'new'}`,
  });
  const notify = useNotifications();
  // The API's reason for a refusal as a whole (a blocked application), atop the form (issue 19).
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const expireSession = useExpireSession();
  const submitMutation = useSubmitApplication();
  const updateMutation = useUpdateApplication();

  const send = async (payload: FormValues, values: FormValues) => {
    setProblem(null);
    try {
      if (application) await updateMutation.mutateAsync({ role, id: application.id, payload });
      else await submitMutation.mutateAsync({ role, payload: { ...payload, course: course.id } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify({ message: 'Your session has ended. Sign in again: your answers are kept.', severity: 'warning' });
        expireSession();
        return;
      }
      showServerFieldErrors(error, Object.keys(defaults), setError);
      const snackbar = snackbarForServerError(error);
      // The reason goes atop the form when it says more than the snackbar, not as a second copy of it.
      const reason = serverReason(error);
      setProblem(reason === snackbar ? null : reason);
      notify({ message: snackbar, severity: 'error' });
      return;
    }
    clearDraft();
    // Committed before navigating, so the unsaved-changes guard lets the way to the list through.
    flushSync(() => reset(values));
    notify({
      message: application ? MESSAGES.applicationIsUpdated : MESSAGES.applicationIsSubmitted,
      severity: 'success',
    });
    await navigate(paths.applications.getHref());
  };

  const onSubmit = (event: SyntheticEvent) =>
    handleSubmit(
      (payload) => send(payload, form.getValues()),
      (errors) => notify({ message: snackbarForProblems(codesOf(errors)), severity: 'error' }),
    )(event);

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy}>
      <FormProblemAlert problem={problem} />
      <FormSections spec={FORM_SPECS[role]} course={course} control={control} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 4, flexWrap: 'wrap' }}>
        <Button type="button" variant="outlined" onClick={onPrevious}>
          Previous Page
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {application ? 'Update application' : 'Submit application'}
        </Button>
      </Stack>
      <UnsavedChangesGuard when={formState.isDirty} />
    </Box>
  );
};
