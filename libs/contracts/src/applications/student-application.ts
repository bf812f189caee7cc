import { z } from 'zod';
import { MESSAGES } from '../messages';
import { choice } from '../profile/fields';
import { LOWFI_TRACK } from './enumerations';
import { clearUnusedHowHeardText, consent, dataSetId, ruleIssue, sharedApplicantFields } from './form-fields';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const always = { when: () => true };
/** What a refinement run `always` sees: the form as sent, whose other fields may have failed. */
type UncheckedDataSets = { data_set?: unknown; second_data_set?: unknown } | undefined;

/** The student form (spec 1 §3, spec 2 §3); `seniority` is never read from the client. */
export const studentApplicationFormSchema = z
  .object({
    ...sharedApplicantFields,
    lowfi_track: choice(LOWFI_TRACK),
    data_set: dataSetId().optional(),
    second_data_set: dataSetId().optional(),
    agree_aforementioned_forty_hours: consent(),
    agree_to_abide_code_of_conduct: consent(),
    agree_terms_and_conditions: consent(),
  })
  .refine((form: UncheckedDataSets) => filled(form?.data_set), {
    ...ruleIssue('required', MESSAGES.thisFieldIsRequiredNoStop, 'data_set'),
    ...always,
  })
  .refine((form: UncheckedDataSets) => filled(form?.second_data_set), {
    ...ruleIssue('required', MESSAGES.thisFieldIsRequiredNoStop, 'second_data_set'),
    ...always,
  })
  .refine((form: UncheckedDataSets) => !filled(form?.data_set) || form?.data_set !== form?.second_data_set, {
    ...ruleIssue('unique', MESSAGES.projectPreferencesMustBeUnique, 'second_data_set'),
    ...always,
  })
  .transform(clearUnusedHowHeardText);

export type StudentApplicationForm = z.infer<typeof studentApplicationFormSchema>;
