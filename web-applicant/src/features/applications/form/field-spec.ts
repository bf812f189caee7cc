import { HOW_HEARD_WITH_TEXT, type QuestionCategory } from '@portal/contracts';
import type { SelectOption } from '@/components/ui/form/field-option';
import { EXPERTISE_OPTIONS, HOW_HEARD_OPTIONS, PRIOR_PARTICIPATION_OPTIONS } from './choice-labels';

/** The form's values: the payload's fields by name, and each course question as `question_{id}`. */
export type FormValues = Record<string, unknown>;

type Base = { name: string; label: string; helper?: string; visibleWhen?: (values: FormValues) => boolean };

/** One field of an application form, by how it is entered. */
export type FieldSpec = Base &
  (
    | { kind: 'text' | 'longText'; required?: boolean }
    | { kind: 'number' | 'yesNo' | 'consent' | 'country' | 'timeSlots' | 'rating' }
    | { kind: 'select'; options: SelectOption[] }
    | { kind: 'multi'; options: SelectOption<string>[] }
    | { kind: 'dataSet'; required?: boolean }
  );

/** A titled part of the form: its own fields, or the course's questions of some categories. */
export type SectionSpec =
  { title: string; fields: FieldSpec[] } | { title: string; questions: QuestionCategory[]; table?: boolean };

/** Which fields a role's form holds, in order, and which question categories it must answer. */
export type FormSpec = { sections: SectionSpec[]; requiredQuestions: QuestionCategory[] };

const howHeardNeedsText = (values: FormValues) =>
  Array.isArray(values.how_did_you_hear_about_us) &&
  values.how_did_you_hear_about_us.some((choice: unknown) =>
    (HOW_HEARD_WITH_TEXT as readonly unknown[]).includes(choice),
  );

/** The fields the student and TA forms share (spec 2 §3), about the applicant. */
export const applicantFields: FieldSpec[] = [
  { kind: 'multi', name: 'how_did_you_hear_about_us', label: 'How did you hear about us?', options: HOW_HEARD_OPTIONS },
  {
    kind: 'text',
    name: 'maillist_or_other',
    label: 'Which mailing list, or where else?',
    visibleWhen: howHeardNeedsText,
  },
  { kind: 'yesNo', name: 'contact_for_future', label: 'May we contact you about future programmes?' },
  {
    kind: 'multi',
    name: 'prior_NMA_experience',
    label: 'Have you taken part in the programme before?',
    options: PRIOR_PARTICIPATION_OPTIONS,
  },
  { kind: 'country', name: 'residing_country_during_course', label: 'Country you will live in during the course' },
  { kind: 'yesNo', name: 'has_access_google_colab', label: 'Do you have access to Google Colab?' },
  {
    kind: 'yesNo',
    name: 'internet_works_fine',
    label: 'Is your internet connection good enough for daily video calls?',
  },
  { kind: 'select', name: 'primary_expertise', label: 'Primary field of expertise', options: EXPERTISE_OPTIONS },
];

export const publicationsField: FieldSpec = {
  kind: 'longText',
  name: 'preprints_or_peer_reviewed_publications',
  label: 'Preprints or peer-reviewed publications (optional)',
};

export const backgroundField = (label: string): FieldSpec => ({
  kind: 'longText',
  name: 'about_educational_background',
  label,
  required: true,
  helper: '50 to 300 words suggested.',
});

export const codeAndTermsConsents: FieldSpec[] = [
  { kind: 'consent', name: 'agree_to_abide_code_of_conduct', label: 'I agree to abide by the code of conduct.' },
  {
    kind: 'consent',
    name: 'agree_terms_and_conditions',
    label: 'I agree to the terms and conditions and the privacy policy.',
  },
];
