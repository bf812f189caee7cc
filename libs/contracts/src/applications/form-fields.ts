import { z } from 'zod';
import { MESSAGES } from '../messages';
import { EXPERTISE_FIELDS, YEARS_OF_EXPERIENCE } from '../profile/enumerations';
import { choice, choices, numberChoice, optionalText, requiredText } from '../profile/fields';
import { HOW_DID_YOU_HEAR_ABOUT_US, HOW_HEARD_WITH_TEXT, PRIOR_PARTICIPATION } from './enumerations';

/**
 * Field builders of the three application forms. A rule the API reports with its own code (so the UI
 * can pick the spec's snackbar) is a custom issue carrying `params.code`; validation.ts keeps its
 * message and code as they are.
 */
export const ruleIssue = (code: string, message: string, path: string) => ({ message, path: [path], params: { code } });

/**
 * A consent box that must be ticked; unticked or absent reads as missing ('Required fields missing').
 * `unknown` rather than an optional boolean: zod skips an absent optional key without running its checks.
 */
export const consent = () =>
  z.unknown().transform((value, ctx): true => {
    if (value !== true)
      ctx.addIssue({ code: 'custom', message: MESSAGES.thisFieldIsRequired, params: { code: 'required' } });
    return true;
  });

/** An answer to one of the course's questions, by the ids the course gave them (checked against it by the API). */
export const answerSchema = z.object({
  question: z.number().int().positive(),
  answer_choice: z.number().int().positive(),
});
export const answersSchema = z.array(answerSchema).max(200).default([]);

/** A data set id of the course (which ids exist is checked against the course). */
export const dataSetId = () => z.string().trim().max(80);

/** A multi-select that needs at least one choice. */
export const pickOneOrMore = <const T extends readonly [string, ...string[]]>(values: T) =>
  choices(values).refine((picked) => picked.length > 0, {
    message: MESSAGES.thisFieldIsRequired,
    params: { code: 'required' },
  });

/** Fields the student and TA forms share (spec 2 §3: the TA form lists the same ones). */
export const sharedApplicantFields = {
  how_did_you_hear_about_us: pickOneOrMore(HOW_DID_YOU_HEAR_ABOUT_US),
  maillist_or_other: optionalText(500).optional(),
  contact_for_future: z.boolean(),
  prior_NMA_experience: pickOneOrMore(PRIOR_PARTICIPATION),
  /** A country's common short name; checked against the country list by the API. */
  residing_country_during_course: requiredText(100),
  has_access_google_colab: z.boolean(),
  internet_works_fine: z.boolean(),
  primary_expertise: choice(EXPERTISE_FIELDS),
  preprints_or_peer_reviewed_publications: optionalText(5000).optional(),
  about_educational_background: requiredText(10_000),
  answers: answersSchema,
};

export const yearsOfExperience = () => numberChoice(YEARS_OF_EXPERIENCE);

/** maillist_or_other is kept only when how-heard includes maillist or other (spec 1 §5). */
export function clearUnusedHowHeardText<T extends { how_did_you_hear_about_us: string[]; maillist_or_other?: string }>(
  form: T,
): T {
  const keep = form.how_did_you_hear_about_us.some((choice) =>
    (HOW_HEARD_WITH_TEXT as readonly string[]).includes(choice),
  );
  return { ...form, maillist_or_other: keep ? (form.maillist_or_other ?? '') : '' };
}
