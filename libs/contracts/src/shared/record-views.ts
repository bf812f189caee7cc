import { z } from 'zod';
import { APPLICATION_ROLES, APPLICATION_STATUSES, SENIORITIES } from '../applications/enumerations';
import { demographicSchema } from '../profile/demographic';
import { generalInfoSchema } from '../profile/general-info';
import { logisticSchema } from '../profile/logistic';

/**
 * Records as the API answers them, for the OpenAPI document. A stored record lists every field of its
 * form, null where it was not answered, each as the form's own schema checked it.
 */
const storedForm = (form: z.ZodObject) =>
  z.object(
    Object.fromEntries(
      Object.entries(form.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).nullable(),
      ]),
    ),
  );

export const generalInfoViewSchema = storedForm(generalInfoSchema).extend({ id: z.string(), modified: z.string() });
export const demographicViewSchema = storedForm(demographicSchema).extend({
  id: z.string(),
  user: z.string(),
  modified: z.string(),
});
export const logisticViewSchema = storedForm(logisticSchema).extend({
  id: z.string(),
  user: z.string(),
  modified: z.string(),
});

/** `GET /api/courses/{kind}/{id}/`: the form as submitted, with its status and what the dashboard needs. */
export const applicationViewSchema = z
  .object({
    id: z.string(),
    course: z.string(),
    course_name: z.string(),
    application_type: z.enum(APPLICATION_ROLES),
    status: z.enum(APPLICATION_STATUSES),
    seniority: z.enum(SENIORITIES).nullable(),
    wants_to_enroll: z.boolean(),
    application_date: z.string(),
    modified: z.string(),
  })
  .loose();
