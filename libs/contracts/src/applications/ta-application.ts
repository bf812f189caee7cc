import { z } from 'zod';
import { MESSAGES } from '../messages';
import { choice, numberChoice, optionalUrl } from '../profile/fields';
import { TIME_SLOTS } from '../profile/time-slots';
import { MIN_PROJECT_TA_TIME_SLOTS, TA_PREFERENCES } from './enumerations';
import {
  clearUnusedHowHeardText,
  consent,
  dataSetId,
  ruleIssue,
  sharedApplicantFields,
  yearsOfExperience,
} from './form-fields';

const slots = z
  .array(numberChoice(TIME_SLOTS))
  .max(TIME_SLOTS.length * 2)
  .transform((picked) => [...new Set(picked)].sort((a, b) => a - b))
  .default([]);

/**
 * The TA form (spec 2 §3, §5). Regular TAs serve one slot, so their possible slots are cleared; project
 * TAs (and TAs without a preference, who may become one) give at least two.
 */
export const taApplicationFormSchema = z
  .object({
    ...sharedApplicantFields,
    has_bachelors_degree: consent(),
    years_of_course_work_research: yearsOfExperience(),
    applied_as_lead_ta: z.boolean(),
    prefer_being_ta_for: choice(TA_PREFERENCES),
    possible_time_slots: slots,
    open_to_lowfi: z.boolean(),
    comfortable_data_set: dataSetId().min(1),
    alternative_data_set: dataSetId().optional(),
    month_ta_count: z.number().int().min(0).max(1000),
    video_link: optionalUrl.optional(),
    agree_aforementioned_forty_hours: consent(),
    agree_to_abide_code_of_conduct: consent(),
    agree_terms_and_conditions: consent(),
  })
  .refine(
    // Runs whatever else failed (`when`), so it sees the form as sent.
    (form: { prefer_being_ta_for?: unknown; possible_time_slots?: readonly unknown[] } | undefined) =>
      form?.prefer_being_ta_for === 'regular_TA' ||
      (form?.possible_time_slots?.length ?? 0) >= MIN_PROJECT_TA_TIME_SLOTS,
    { ...ruleIssue('min_length', MESSAGES.selectTwoTimeslots, 'possible_time_slots'), when: () => true },
  )
  .transform((form) =>
    clearUnusedHowHeardText({
      ...form,
      possible_time_slots: form.prefer_being_ta_for === 'regular_TA' ? [] : form.possible_time_slots,
    }),
  );

export type TaApplicationForm = z.infer<typeof taApplicationFormSchema>;
