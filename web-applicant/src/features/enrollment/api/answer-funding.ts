import type { fundingSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** Step 4: who pays, with an explanation; self-funded answers halve the fee. */
export const answerFunding = (id: string, input: SchemaOutput<typeof fundingSchema>) =>
  postStep(`/courses/student-applications/${id}/funding/`, input);

export const useAnswerFunding = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof fundingSchema>) => answerFunding(id, input), true);
