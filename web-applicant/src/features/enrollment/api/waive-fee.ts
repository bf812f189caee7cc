import type { waiveFeeSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** The last step: the waiver, granted on request. */
export const waiveFee = (id: string, input: SchemaOutput<typeof waiveFeeSchema>) =>
  postStep(`/courses/student-applications/${id}/waive-fee/`, input);

export const useWaiveFee = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof waiveFeeSchema>) => waiveFee(id, input));
