import { z } from 'zod';
import { MESSAGES } from '../messages';
import { FUNDING_OPTIONS, STAFF_DECISION_KINDS, TA_FOR } from './enumerations';

/**
 * A field checked with spec 2 §5's own messages, as a custom issue carrying its code (http/validation.ts
 * keeps both). `unknown` first: zod would skip an absent key's checks or give its own message.
 */
function specField<T>(check: (value: unknown) => [code: string, message: string] | null) {
  return z.unknown().transform((value, ctx): T => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem[1], params: { code: problem[0] } });
    return value as T;
  });
}

const EXPLANATION_MINIMUM = 200;
const EXPLANATION_MAXIMUM = 10_000;
const missing = (value: unknown) => value === undefined || value === null || value === '';

/** Required ('Required field'), at least 200 characters ('Mininimum length is 200 characters'). */
const explanation = specField<string>((value) => {
  if (typeof value !== 'string' || value.trim() === '') return ['required', MESSAGES.requiredField];
  if (value.trim().length < EXPLANATION_MINIMUM) return ['min_length', MESSAGES.minimumLength200];
  return value.length > EXPLANATION_MAXIMUM ? ['max_length', `At most ${EXPLANATION_MAXIMUM} characters.`] : null;
});

/** A ticked checkbox: anything else is 'Required field' (or the message given). */
const ticked = (message: string = MESSAGES.requiredField) =>
  specField<true>((value) => (value === true ? null : ['required', message]));

/** One of the options: 'Must select one option'. */
const oneOf = <T>(options: readonly T[]) =>
  specField<T>((value) =>
    options.includes(value as T) ? null : [missing(value) ? 'required' : 'invalid', MESSAGES.mustSelectOneOption],
  );

/** Intro step: the rules and responsibilities document (spec 2 §5). */
export const rolesDocumentSchema = z.object({ read_roles_document: ticked(MESSAGES.confirmRolesDocument) });
/** Supplemental step: 'I have filled out the airtable form'. */
export const supplementalFormSchema = z.object({ filled_airtable_form: ticked() });
export const fundingSchema = z.object({ funding: oneOf(FUNDING_OPTIONS), explanation });
export const hardshipSchema = z.object({ hardship: oneOf([true, false]), explanation });
/** The waiver's reason; its 200 minimum applies only to a fee above zero, which the server checks. */
export const waiveFeeSchema = z.object({ reason: z.string().max(EXPLANATION_MAXIMUM).default('') });
/** Hardship step 2's custom amount: whole dollars, at least 2 (spec 2 §5 "Custom fee"). */
export const payWhatYouCanSchema = z.object({
  amount: specField<number>((value) => {
    if (missing(value)) return ['required', MESSAGES.requiredField];
    if (typeof value !== 'number' || !Number.isInteger(value)) return ['invalid', MESSAGES.wholeDollars];
    return value < 2 ? ['min_value', MESSAGES.customAmountMinimum] : null;
  }),
});
/** `PATCH .../ta-applications/{id}/agreement/`: the signed agreement sets wants_to_enroll. */
export const taAgreementSchema = z.object({ wants_to_enroll: z.literal(true) });

const decisionFields = {
  decision: z.enum(STAFF_DECISION_KINDS),
  accepting_offer_end_date: z.iso.datetime({ offset: true }).optional(),
  /** Staff saw the course's capacity refusal (409 `over_capacity`) and make the offers anyway. */
  confirm_over_capacity: z.boolean().default(false),
};
export const decideApplicationSchema = z.object(decisionFields);
export const decideApplicationsSchema = z.object({
  ...decisionFields,
  ids: z.array(z.string().min(1).max(100)).min(1).max(500),
});
export const taRoleSchema = z.object({
  selected_as_lead_ta: z.boolean(),
  ta_for: z.enum(TA_FOR).nullable(),
});
export const feeOptionsSchema = z.object({
  student_waive_fee_option_flag: z.boolean(),
  student_application_pwyc_option_flag: z.boolean(),
});
export const colaSchema = z.object({ cola: z.number().min(0).max(10) });
/** A country of the staff's cost-of-living table: `id` is its ISO 3166 code. */
export const colaRowSchema = z.object({
  id: z.string(),
  country: z.string(),
  cola: z.number(),
  /** Whether staff set it (else the demo value, or 1.0). */
  staff_set: z.boolean(),
});

/** The TA sub-role shown on the dashboard (spec 2 §4), from `selected_as_lead_ta` and `ta_for`. */
export function taRoleLabel(selectedAsLeadTa: boolean, taFor: string | null): string | null {
  if (!taFor) return null;
  const kind = taFor === 'project_TA' ? 'Project TA' : 'Regular TA';
  return selectedAsLeadTa ? `Lead ${kind}` : kind;
}
