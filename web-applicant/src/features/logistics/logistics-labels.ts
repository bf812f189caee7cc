import { LANGUAGES, TIME_SLOTS, TIME_SLOT_HOURS, type ApplicationSummary, type Language } from '@portal/contracts';
import type { SelectOption } from '@/components/ui/form/field-option';

const LANGUAGE_NAMES: Record<Language, string> = {
  english: 'English',
  arabic: 'Arabic',
  bengali: 'Bengali',
  cantonese: 'Cantonese',
  farsi_persian: 'Farsi (Persian)',
  french: 'French',
  german: 'German',
  greek: 'Greek',
  hebrew: 'Hebrew',
  hindi: 'Hindi',
  italian: 'Italian',
  japanese: 'Japanese',
  korean: 'Korean',
  mandarin: 'Mandarin',
  portugese: 'Portuguese',
  russian: 'Russian',
  spanish: 'Spanish',
  turkish: 'Turkish',
  urdu: 'Urdu',
};

export const LANGUAGE_OPTIONS: SelectOption<Language>[] = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

export const TIME_SLOT_OPTIONS: SelectOption<number>[] = TIME_SLOTS.map((slot) => {
  const { coursework } = TIME_SLOT_HOURS[slot];
  return { value: slot, label: `Slot ${slot}: ${coursework.start}–${coursework.end} UTC` };
});

/**
 * The label a preference stores for an application: course name and role as the API spells it
 * ('Deep Learning student'), the label the server writes on submit (docs/decisions.md).
 */
export const applicationLabelOf = ({ course_name, application_type }: ApplicationSummary) =>
  `${course_name} ${application_type}`;

const ROLE_NAMES = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' } as const;

export const applicationNameOf = ({ course_name, application_type }: ApplicationSummary) =>
  `${course_name} (${ROLE_NAMES[application_type]})`;
