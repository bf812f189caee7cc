import type { taAgreementSchema } from '@portal/contracts';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-types';
import type { CourseApplication } from '../course-application';
import { useEnrollmentStep } from './use-enrollment-step';

/** The contractor agreement: signing it sets wants_to_enroll. */
export const signTaAgreement = (id: string, input: SchemaOutput<typeof taAgreementSchema>) =>
  api.patch<CourseApplication>(`/courses/ta-applications/${id}/agreement/`, input);

export const useSignTaAgreement = (id: string) =>
  useEnrollmentStep('ta', id, (input: SchemaOutput<typeof taAgreementSchema>) => signTaAgreement(id, input));
