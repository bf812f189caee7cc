import type { payWhatYouCanSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** Hardship step 2's 'cannot afford' amount, in whole dollars. */
export const choosePayWhatYouCan = (id: string, input: SchemaOutput<typeof payWhatYouCanSchema>) =>
  postStep(`/courses/student-applications/${id}/pay-what-you-can/`, input);

export const useChoosePayWhatYouCan = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof payWhatYouCanSchema>) => choosePayWhatYouCan(id, input));
