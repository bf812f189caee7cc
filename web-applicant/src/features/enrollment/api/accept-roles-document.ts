import type { rolesDocumentSchema } from '@portal/contracts';
import type { SchemaOutput } from '@/lib/schema-types';
import { postStep, useEnrollmentStep } from './use-enrollment-step';

/** The intro step: reading the roles document takes the offer up (wants_to_enroll). */
export const acceptRolesDocument = (id: string, input: SchemaOutput<typeof rolesDocumentSchema>) =>
  postStep(`/courses/student-applications/${id}/roles-document/`, input);

export const useAcceptRolesDocument = (id: string) =>
  useEnrollmentStep('student', id, (input: SchemaOutput<typeof rolesDocumentSchema>) => acceptRolesDocument(id, input));
