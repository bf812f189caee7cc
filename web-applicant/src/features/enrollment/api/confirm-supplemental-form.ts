import type { supplementalFormSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** Step 2: the applicant says the enrollment (airtable) form is filled out. */
export const confirmSupplementalForm = (id: string, input: SchemaOutput<typeof supplementalFormSchema>) =>
  postStep(`/courses/student-applications/${id}/supplemental/`, input);

export const useConfirmSupplementalForm = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof supplementalFormSchema>) =>
    confirmSupplementalForm(id, input),
  );
