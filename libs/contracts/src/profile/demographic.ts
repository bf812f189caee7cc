import { z } from 'zod';
import { ACCESS_SUPPORT, GENDERS, RACES, SOCIOECONOMIC, YES_NO_PREFER_NOT } from './enumerations';
import { choice, choices, optionalText, requiredText } from './fields';

/** `POST /api/users/demographic/`. Every answer is personal data: encrypted with the user's key in the log. */
export const demographicSchema = z.object({
  /** Must be answered: 'prefer_not' is one of the choices. */
  gender: choices(GENDERS, 1),
  self_describe_gender: optionalText(200).optional(),
  race_and_ethnicity: choices(RACES, 1),
  self_describe_race: optionalText(200).optional(),
  /** A country's common short name; checked against the country list by the API. */
  country_of_origin: requiredText(100),
  parents_completed_college: choice(YES_NO_PREFER_NOT),
  dependents_at_home: choice(YES_NO_PREFER_NOT),
  socioeconomic_situation: choice(SOCIOECONOMIC),
  access_support: choices(ACCESS_SUPPORT).optional(),
  self_describe_disability: optionalText(500).optional(),
});
/** `PATCH /api/users/demographic/{id}/`: any subset of the answers. */
export const demographicPatchSchema = demographicSchema.partial();

export type DemographicInput = z.infer<typeof demographicSchema>;
export type DemographicChanges = z.infer<typeof demographicPatchSchema>;
export type Demographic = Required<DemographicInput>;
export type DemographicView = Demographic & { id: string; user: string; modified: string };

const OPTIONAL_DEFAULTS = {
  self_describe_gender: '',
  self_describe_race: '',
  access_support: [],
  self_describe_disability: '',
} satisfies Partial<Demographic>;

/**
 * The answers a save leaves. Self-describe texts are blanked unless their option is checked
 * (spec 1 §5), so a text typed and then un-ticked is not kept.
 */
export function mergeDemographic(current: Demographic | null, changes: DemographicChanges): Demographic {
  const merged = { ...OPTIONAL_DEFAULTS, ...current, ...changes } as Demographic;
  return {
    ...merged,
    self_describe_gender: merged.gender.includes('self_describe') ? merged.self_describe_gender : '',
    self_describe_race: merged.race_and_ethnicity.includes('self_describe') ? merged.self_describe_race : '',
    self_describe_disability: merged.access_support.includes('self-describe') ? merged.self_describe_disability : '',
  };
}
