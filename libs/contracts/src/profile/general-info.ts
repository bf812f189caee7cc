import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  CURRENT_STATUSES,
  EARLIEST_DEGREE_YEAR,
  HIGHEST_DEGREES,
  OPPORTUNITIES,
  TIME_HELD,
  UNITED_STATES,
  US_STATES,
} from './enumerations';
import { type RuleBreak, choice, choices, optionalText, optionalUrl, requiredText } from './fields';

/** 0 means "no year" (spec 1 §3); otherwise one of the select's years, 1950 to the current year. */
const yearEarned = z
  .number()
  .int()
  .nullable()
  .refine(
    (year) => year === null || year === 0 || (year >= EARLIEST_DEGREE_YEAR && year <= new Date().getUTCFullYear()),
    MESSAGES.selectYearEarned,
  )
  .transform((year) => year ?? 0);

/**
 * `POST /api/users/general-info/`. Field shapes only: the rules between fields (year, US state,
 * other texts) hold for the record as saved, so they are checked on the merged record
 * (`generalInfoRuleBreak`), for a create and for a partial update alike.
 */
export const generalInfoSchema = z.object({
  adult_age: z.boolean().refine((adult) => adult, MESSAGES.mustBeAdult),
  highest_degree: choice(HIGHEST_DEGREES),
  other_highest_degree: optionalText(200).optional(),
  highest_degree_year_earned: yearEarned.optional(),
  institution: requiredText(300),
  /** A country's common short name; checked against the country list by the API. */
  institution_country: requiredText(100),
  us_state: choice(US_STATES).nullable().optional(),
  contested_region: optionalText(200).optional(),
  status: choice(CURRENT_STATUSES),
  other_status: optionalText(200).optional(),
  held_position_time: choice(TIME_HELD),
  google_scholar_url: optionalUrl.optional(),
  github_url: optionalUrl.optional(),
  text_about_research_and_interests: requiredText(20_000),
  opportunities_to_match_with: choices(OPPORTUNITIES).optional(),
});
/** `PATCH /api/users/general-info/{id}/`: any subset of the fields. */
export const generalInfoPatchSchema = generalInfoSchema.partial();

export type GeneralInfoInput = z.infer<typeof generalInfoSchema>;
export type GeneralInfoChanges = z.infer<typeof generalInfoPatchSchema>;
/** The record as stored: every field present. */
export type GeneralInfo = Required<Omit<GeneralInfoInput, 'us_state'>> & {
  us_state: NonNullable<GeneralInfoInput['us_state']> | null;
};
/** As the API shows it (and `GET /api/users/me/` nests it). */
export type GeneralInfoView = GeneralInfo & { id: string; modified: string };

const OPTIONAL_DEFAULTS = {
  other_highest_degree: '',
  highest_degree_year_earned: 0,
  us_state: null,
  contested_region: '',
  other_status: '',
  google_scholar_url: '',
  github_url: '',
  opportunities_to_match_with: [],
} satisfies Partial<GeneralInfo>;

/**
 * The record a save leaves: the changes over the current record (or over the defaults for a new one),
 * with the values the spec forces: year 0 without a degree, no US state outside the United States,
 * and no "other" text unless "other" is chosen.
 */
export function mergeGeneralInfo(current: GeneralInfo | null, changes: GeneralInfoChanges): GeneralInfo {
  const merged = { ...OPTIONAL_DEFAULTS, ...current, ...changes } as GeneralInfo;
  return {
    ...merged,
    highest_degree_year_earned: merged.highest_degree === 'no_degree' ? 0 : merged.highest_degree_year_earned,
    us_state: merged.institution_country === UNITED_STATES ? merged.us_state : null,
    other_highest_degree: merged.highest_degree === 'other' ? merged.other_highest_degree : '',
    other_status: merged.status === 'other' ? merged.other_status : '',
  };
}

/** The first rule between fields that the record breaks (spec 1 §5 "General info"), or null. */
export function generalInfoRuleBreak(info: GeneralInfo): RuleBreak | null {
  const required = (field: keyof GeneralInfo, message: string = MESSAGES.thisFieldIsRequired): RuleBreak => ({
    field,
    code: 'required',
    message,
  });
  if (info.highest_degree !== 'no_degree' && info.highest_degree_year_earned === 0)
    return required('highest_degree_year_earned', MESSAGES.selectYearEarned);
  if (info.highest_degree === 'other' && info.other_highest_degree === '') return required('other_highest_degree');
  if (info.institution_country === UNITED_STATES && !info.us_state) return required('us_state', MESSAGES.selectUsState);
  if (info.status === 'other' && info.other_status === '') return required('other_status');
  return null;
}
