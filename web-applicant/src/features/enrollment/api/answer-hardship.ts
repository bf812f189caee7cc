import type { hardshipSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** Hardship step 1: a yes halves the fee again. */
export const answerHardship = (id: string, input: SchemaOutput<typeof hardshipSchema>) =>
  postStep(`/courses/student-applications/${id}/hardship/`, input);

export const useAnswerHardship = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof hardshipSchema>) => answerHardship(id, input), true);
