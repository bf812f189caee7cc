import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { showServerFieldErrors } from '@/lib/form-errors';
import { serverReason } from '@/lib/server-reason';

/**
 * A refused request on a form: field errors go next to their fields, the request's own reason into
 * the alert at the top (`problem`), and the snackbar says the spec's 'An error appeared' (or the
 * snackbar given). The alert clears on the next try.
 */
export const useFormProblem = () => {
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotifications();

  const report = <T extends FieldValues>(
    error: unknown,
    fields: readonly Path<T>[] = [],
    setError?: UseFormSetError<T>,
    snackbar: string = MESSAGES.anErrorAppeared,
  ) => {
    if (setError) showServerFieldErrors(error, fields, setError);
    const reason = serverReason(error);
    // Said once: a reason that is the snackbar's own words needs no alert beside it.
    setProblem(reason === snackbar ? null : reason);
    notify({ message: snackbar, severity: 'error' });
  };

  return { problem, report, clear: () => setProblem(null) };
};
