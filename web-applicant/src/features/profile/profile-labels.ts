import {
  ACCESS_SUPPORT,
  CURRENT_STATUSES,
  GENDERS,
  HIGHEST_DEGREES,
  OPPORTUNITIES,
  RACES,
  SOCIOECONOMIC,
  TIME_HELD,
  YES_NO_PREFER_NOT,
  type AccessSupport,
  type CurrentStatus,
  type Gender,
  type HighestDegree,
  type Opportunity,
  type Race,
  type Socioeconomic,
  type TimeHeld,
  type YesNoPreferNot,
} from '@portal/contracts';
import type { SelectOption } from '@/components/ui/form/field-option';

// The words people read for each stored value of the profile's enumerations (spec 1 §3).
const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const DEGREE_OPTIONS = optionsOf<HighestDegree>(HIGHEST_DEGREES, {
  no_degree: 'No degree',
  secondary_school: 'Secondary school',
  undergraduate_degree: 'Undergraduate degree',
  masters_degree: 'Master’s degree',
  doctoral_degree: 'Doctoral degree',
  other: 'Other',
});

export const STATUS_OPTIONS = optionsOf<CurrentStatus>(CURRENT_STATUSES, {
  undergraduate_student: 'Undergraduate student',
  masters_student: 'Master’s student',
  phd_student: 'PhD student',
  postdoc: 'Postdoc',
  lecturer_professor_faculty: 'Lecturer, professor or faculty',
  industry: 'Industry',
  other: 'Other',
});

export const TIME_HELD_OPTIONS = optionsOf<TimeHeld>(TIME_HELD, {
  zero_years: 'Less than a year',
  one_year: 'One year',
  two_years: 'Two years',
  three_years: 'Three years',
  between_four_and_five_years: 'Four to five years',
  more_than_six_years: 'Six years or more',
});

export const OPPORTUNITY_OPTIONS = optionsOf<Opportunity>(OPPORTUNITIES, {
  industry_jobs: 'Industry jobs',
  academic_jobs: 'Academic jobs',
  nonprofit_or_government_jobs: 'Nonprofit or government jobs',
  phd_openings: 'PhD openings',
  industry_internships: 'Industry internships',
  academic_internships: 'Academic internships',
  conferences: 'Conferences',
});

export const GENDER_OPTIONS = optionsOf<Gender>(GENDERS, {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  trans_gender: 'Transgender',
  cis_gender: 'Cisgender',
  prefer_not: 'Prefer not to say',
  self_describe: 'Prefer to self-describe',
});

export const RACE_OPTIONS = optionsOf<Race>(RACES, {
  white: 'White',
  hispanic: 'Hispanic or Latino/a/x',
  black: 'Black or African',
  asian: 'Asian',
  oceanian: 'Native Hawaiian or Pacific Islander',
  indigenous: 'Indigenous',
  north_african: 'Middle Eastern or North African',
  other: 'Other',
  prefer_not: 'Prefer not to say',
  self_describe: 'Prefer to self-describe',
});

export const YES_NO_OPTIONS = optionsOf<YesNoPreferNot>(YES_NO_PREFER_NOT, {
  yes: 'Yes',
  no: 'No',
  prefer_not: 'Prefer not to say',
});

export const SOCIOECONOMIC_OPTIONS = optionsOf<Socioeconomic>(SOCIOECONOMIC, {
  below: 'Below average',
  average: 'Average',
  above: 'Above average',
  prefer_not: 'Prefer not to say',
});

export const ACCESS_SUPPORT_OPTIONS = optionsOf<AccessSupport>(ACCESS_SUPPORT, {
  screen_reader: 'Screen reader',
  closed_captioning: 'Closed captioning',
  color_contrast: 'Colour contrast',
  spotlighthing: 'Spotlighting of the speaker',
  additional_time: 'Additional time',
  descriptive: 'Descriptive audio',
  'self-describe': 'Something else (describe below)',
});
