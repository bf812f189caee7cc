import {
  MESSAGES,
  UNITED_STATES,
  demographicSchema,
  generalInfoSchema,
  mergeDemographic,
  mergeGeneralInfo,
  type Demographic,
  type GeneralInfo,
  type UserView,
} from '@portal/contracts';
import type { FormRules } from '@/components/ui/form/form-rules-resolver';
import type { SchemaInput, SchemaOutput } from '@/lib/schema-types';

/** The General Info and Demographics form: the two records' fields side by side (no name is shared). */
export const profileFormSchema = generalInfoSchema.extend(demographicSchema.shape);
export type ProfileFormValues = SchemaInput<typeof profileFormSchema>;
export type ProfileFormOutput = SchemaOutput<typeof profileFormSchema>;

const GENERAL_INFO_FIELDS = Object.keys(generalInfoSchema.shape) as Array<keyof GeneralInfo>;
const DEMOGRAPHIC_FIELDS = Object.keys(demographicSchema.shape) as Array<keyof Demographic>;
export const PROFILE_FORM_FIELDS = [...GENERAL_INFO_FIELDS, ...DEMOGRAPHIC_FIELDS];

const EMPTY_VALUES: ProfileFormValues = {
  adult_age: false,
  highest_degree: '',
  other_highest_degree: '',
  highest_degree_year_earned: null,
  institution: '',
  institution_country: '',
  us_state: null,
  contested_region: '',
  status: '',
  other_status: '',
  held_position_time: '',
  google_scholar_url: '',
  github_url: '',
  text_about_research_and_interests: '',
  opportunities_to_match_with: [],
  gender: [],
  self_describe_gender: '',
  race_and_ethnicity: [],
  self_describe_race: '',
  country_of_origin: '',
  parents_completed_college: '',
  dependents_at_home: '',
  socioeconomic_situation: '',
  access_support: [],
  self_describe_disability: '',
};

const pick = (record: Record<string, unknown> | null, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => record?.[field] != null).map((field) => [field, record?.[field]]));

/** What the user saved before, or an empty form; a stored year 0 ("none") shows as no choice. */
export const profileFormValuesOf = (user: UserView): ProfileFormValues => {
  const values = {
    ...EMPTY_VALUES,
    ...pick(user.general_info, GENERAL_INFO_FIELDS),
    ...pick(user.demographic, DEMOGRAPHIC_FIELDS),
  };
  return { ...values, highest_degree_year_earned: values.highest_degree_year_earned || null };
};

const blank = (text: string | null | undefined) => !text?.trim();

/** The rules between fields (spec 1 §5 "General info"), shown with the field they concern. */
export const profileFormRules: FormRules<ProfileFormValues> = (values) => ({
  highest_degree_year_earned:
    values.highest_degree && values.highest_degree !== 'no_degree' && !values.highest_degree_year_earned
      ? MESSAGES.selectYearEarned
      : undefined,
  other_highest_degree:
    values.highest_degree === 'other' && blank(values.other_highest_degree) ? MESSAGES.thisFieldIsRequired : undefined,
  us_state: values.institution_country === UNITED_STATES && !values.us_state ? MESSAGES.selectUsState : undefined,
  other_status: values.status === 'other' && blank(values.other_status) ? MESSAGES.thisFieldIsRequired : undefined,
});

/**
 * The two records as they are sent, with the spec's forced values: year 0 without a degree, no US
 * state outside the United States, "other" and self-describe texts blanked when not chosen.
 */
export const profileRecordsOf = (output: ProfileFormOutput) => ({
  info: mergeGeneralInfo(null, pick(output, GENERAL_INFO_FIELDS)),
  demographic: mergeDemographic(null, pick(output, DEMOGRAPHIC_FIELDS)),
});
