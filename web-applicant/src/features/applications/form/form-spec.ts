import {
  mentorApplicationFormSchema,
  studentApplicationFormSchema,
  taApplicationFormSchema,
  type ApplicationRole,
} from '@portal/contracts';
import type { FormSpec } from './field-spec';
import { mentorFormSpec } from './mentor-form-spec';
import { studentFormSpec } from './student-form-spec';
import { taFormSpec } from './ta-form-spec';

export const FORM_SPECS: Record<ApplicationRole, FormSpec> = {
  student: studentFormSpec,
  ta: taFormSpec,
  mentor: mentorFormSpec,
};

/** The API's schema of each form: the form is checked with it before it is sent. */
export const FORM_SCHEMAS = {
  student: studentApplicationFormSchema,
  ta: taApplicationFormSchema,
  mentor: mentorApplicationFormSchema,
} as const;

export const fieldsOf = (spec: FormSpec) =>
  spec.sections.flatMap((section) => ('fields' in section ? section.fields : []));
