import { NotFoundException } from '@nestjs/common';
import {
  type ApplicationRole,
  type ValidationErrorBody,
  applicationCourseSchema,
  mentorApplicationFormSchema,
  studentApplicationFormSchema,
  taApplicationFormSchema,
} from '@portal/contracts';
import type { ApplicationFields } from '@portal/domain';
import { z } from 'zod';
import { ValidationFailed, parseInput } from '../../http/validation';
import { requireKnownCountries } from '../../profile/shared/known-countries';

/** The path segment of each role's routes: `/api/courses/{kind}/...`. */
const KINDS: Record<string, ApplicationRole> = {
  'student-applications': 'student',
  'ta-applications': 'ta',
  'mentor-applications': 'mentor',
};

/** The role a route's `{kind}` names; anything else is a path that does not exist. */
export function roleOfKind(
  kind: string,
  allowed: readonly ApplicationRole[] = ['student', 'ta', 'mentor'],
): ApplicationRole {
  const role = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  if (!role || !allowed.includes(role)) throw new NotFoundException();
  return role;
}

const FORM_SCHEMAS = {
  student: studentApplicationFormSchema,
  ta: taApplicationFormSchema,
  mentor: mentorApplicationFormSchema,
} as const;

const formObject = (schema: z.ZodType): z.ZodObject =>
  (schema instanceof z.ZodPipe ? schema.in : schema) as z.ZodObject;

/** What `POST /api/courses/{kind}/` takes, for the document: the course and the role's form. */
export const applicationSubmitBodySchema = z.intersection(
  applicationCourseSchema,
  z.union([FORM_SCHEMAS.student, FORM_SCHEMAS.ta, FORM_SCHEMAS.mentor]),
);

/** What `PATCH /api/courses/{kind}/{id}/` takes: any subset of the role's form (checked whole afterwards). */
export const applicationChangesBodySchema = z.union(
  [FORM_SCHEMAS.student, FORM_SCHEMAS.ta, FORM_SCHEMAS.mentor].map((form) =>
    z.object(formObject(form).shape).partial(),
  ),
);

/** Runs a parse and hands back its field errors instead of throwing, so two parses report together. */
function errorsOf(parse: () => unknown): ValidationErrorBody {
  try {
    parse();
    return {};
  } catch (error) {
    if (error instanceof ValidationFailed) return error.body;
    throw error;
  }
}

/**
 * The form of a role, parsed with the shared schema (a client-sent `seniority` is dropped with every
 * other unknown key). With `withCourse`, the `course` id is required too; all problems come back at once.
 */
export function parseApplicationForm(
  role: ApplicationRole,
  body: unknown,
  withCourse: true,
): { course: string; fields: ApplicationFields };
export function parseApplicationForm(
  role: ApplicationRole,
  body: unknown,
  withCourse: false,
): { course: null; fields: ApplicationFields };
export function parseApplicationForm(
  role: ApplicationRole,
  body: unknown,
  withCourse: boolean,
): { course: string | null; fields: ApplicationFields } {
  const object = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors: ValidationErrorBody = {
    ...(withCourse ? errorsOf(() => parseInput(applicationCourseSchema, body)) : {}),
    ...errorsOf(() => requireKnownCountries(object, ['residing_country_during_course'])),
    ...errorsOf(() => parseInput(FORM_SCHEMAS[role], body)),
  };
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return {
    course: withCourse ? parseInput(applicationCourseSchema, body).course : null,
    fields: parseInput(FORM_SCHEMAS[role], body),
  };
}
