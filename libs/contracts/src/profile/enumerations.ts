/**
 * The profile's enumerations (spec 1 §3), values exactly as the API sends and stores them.
 * Each list is `as const` so its members are also the TypeScript type of the field.
 */
export const HIGHEST_DEGREES = [
  'no_degree',
  'secondary_school',
  'undergraduate_degree',
  'masters_degree',
  'doctoral_degree',
  'other',
] as const;
export type HighestDegree = (typeof HIGHEST_DEGREES)[number];

export const CURRENT_STATUSES = [
  'undergraduate_student',
  'masters_student',
  'phd_student',
  'postdoc',
  'lecturer_professor_faculty',
  'industry',
  'other',
] as const;
export type CurrentStatus = (typeof CURRENT_STATUSES)[number];

export const TIME_HELD = [
  'zero_years',
  'one_year',
  'two_years',
  'three_years',
  'between_four_and_five_years',
  'more_than_six_years',
] as const;
export type TimeHeld = (typeof TIME_HELD)[number];

/** The TA form's variant: two and three years are one choice there. */
export const TIME_HELD_TA = [
  'zero_years',
  'one_year',
  'between_two_and_three_years',
  'between_four_and_five_years',
  'more_than_six_years',
] as const;
export type TimeHeldTa = (typeof TIME_HELD_TA)[number];

export const OPPORTUNITIES = [
  'industry_jobs',
  'academic_jobs',
  'nonprofit_or_government_jobs',
  'phd_openings',
  'industry_internships',
  'academic_internships',
  'conferences',
] as const;
export type Opportunity = (typeof OPPORTUNITIES)[number];

export const LANGUAGES = [
  'english',
  'arabic',
  'bengali',
  'cantonese',
  'farsi_persian',
  'french',
  'german',
  'greek',
  'hebrew',
  'hindi',
  'italian',
  'japanese',
  'korean',
  'mandarin',
  'portugese',
  'russian',
  'spanish',
  'turkish',
  'urdu',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const GENDERS = [
  'female',
  'male',
  'non_binary',
  'trans_gender',
  'cis_gender',
  'prefer_not',
  'self_describe',
] as const;
export type Gender = (typeof GENDERS)[number];

export const RACES = [
  'white',
  'hispanic',
  'black',
  'asian',
  'oceanian',
  'indigenous',
  'north_african',
  'other',
  'prefer_not',
  'self_describe',
] as const;
export type Race = (typeof RACES)[number];

/** Parents' degree and dependents at home. */
export const YES_NO_PREFER_NOT = ['yes', 'no', 'prefer_not'] as const;
export type YesNoPreferNot = (typeof YES_NO_PREFER_NOT)[number];

export const SOCIOECONOMIC = ['below', 'average', 'above', 'prefer_not'] as const;
export type Socioeconomic = (typeof SOCIOECONOMIC)[number];

/** Spelled as the spec spells them ('spotlighthing', and 'self-describe' with a hyphen here only). */
export const ACCESS_SUPPORT = [
  'screen_reader',
  'closed_captioning',
  'color_contrast',
  'spotlighthing',
  'additional_time',
  'descriptive',
  'self-describe',
] as const;
export type AccessSupport = (typeof ACCESS_SUPPORT)[number];

/** The 50 states and the District of Columbia, by name: `us_state` when the institution is in the US. */
// prettier-ignore
export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
  'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
  'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
  'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
  'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming',
] as const;
export type UsState = (typeof US_STATES)[number];

/** The institution country that makes `us_state` required (a common short name, as in the country list). */
export const UNITED_STATES = 'United States';

/** The earliest year the degree-year select offers (spec 1 §9); the latest is the current year. */
export const EARLIEST_DEGREE_YEAR = 1950;
/**
 * Fields of expertise an applicant picks their primary one from (spec 1 §3 "about 40"; docs/architecture.md §5),
 * and the 1 to 5 years-of-experience options the application forms use.
 */
export const EXPERTISE_FIELDS = [
  'anthropology',
  'astronomy_astrophysics',
  'bioengineering',
  'bioinformatics',
  'biology',
  'biomedical_engineering',
  'biophysics',
  'chemistry',
  'climate_science',
  'cognitive_science',
  'computational_biology',
  'computational_neuroscience',
  'computer_science',
  'computer_vision',
  'data_science',
  'earth_sciences',
  'economics',
  'ecology_evolution',
  'education',
  'electrical_engineering',
  'epidemiology_public_health',
  'finance',
  'genetics_genomics',
  'geography',
  'linguistics',
  'machine_learning',
  'materials_science',
  'mathematics',
  'mechanical_engineering',
  'medicine',
  'natural_language_processing',
  'neuroscience',
  'pharmacology',
  'philosophy',
  'physics',
  'political_science',
  'psychiatry',
  'psychology',
  'robotics',
  'social_sciences',
  'statistics',
  'other',
] as const;
export type ExpertiseField = (typeof EXPERTISE_FIELDS)[number];

export const YEARS_OF_EXPERIENCE = [1, 2, 3, 4, 5] as const;
export type YearsOfExperience = (typeof YEARS_OF_EXPERIENCE)[number];
