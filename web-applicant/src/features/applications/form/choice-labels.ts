import {
  DEEP_LEARNING_TOPICS,
  EXPERTISE_FIELDS,
  HOURS_MEETINGS_WITH_TA,
  HOW_DID_YOU_HEAR_ABOUT_US,
  LOWFI_TRACK,
  NEUROSCIENCE_TOPICS,
  PRIOR_PARTICIPATION,
  TA_PREFERENCES,
  TIME_SLOT_HOURS,
  TIME_SLOTS,
  YEARS_OF_EXPERIENCE,
} from '@portal/contracts';
import type { SelectOption as Option } from '@/components/ui/form/field-option';

/** 'computational_neuroscience' → 'Computational neuroscience', for lists whose words need no help. */
const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

const labelled = (labels: Record<string, string>): Option<string>[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const HOW_HEARD_OPTIONS = labelled({
  twitter: 'Twitter / X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  wechat: 'WeChat',
  uniemail: 'An email from my university',
  profemail: 'An email from a professor',
  maillist: 'A mailing list',
  emailneuromatch: 'An email from the programme',
  searcheng: 'A search engine',
  other: 'Other',
} satisfies Record<(typeof HOW_DID_YOU_HEAR_ABOUT_US)[number], string>);

export const PRIOR_PARTICIPATION_OPTIONS = labelled({
  yes_TA: 'Yes, as a teaching assistant',
  yes_student: 'Yes, as a student',
  TA_2021: 'As a teaching assistant in 2021',
  TA_student_2020: 'As a teaching assistant or student in 2020',
  have_not_participated: 'I have not taken part before',
} satisfies Record<(typeof PRIOR_PARTICIPATION)[number], string>);

export const LOWFI_OPTIONS = labelled({
  no: 'No',
  no_but_prefer_it: 'No, but I would prefer it',
  yes_only: 'Yes, I can only take the low-fi track',
} satisfies Record<(typeof LOWFI_TRACK)[number], string>);

export const TA_PREFERENCE_OPTIONS = labelled({
  no_preference: 'No preference',
  regular_TA: 'Regular TA (one pod, one time slot)',
  project_TA: 'Project TA (project groups, two or more time slots)',
} satisfies Record<(typeof TA_PREFERENCES)[number], string>);

export const HOURS_MEETINGS_OPTIONS = labelled({
  zero: 'None',
  between_one_and_two: '1 to 2 hours',
  more_than_three: '3 hours or more',
} satisfies Record<(typeof HOURS_MEETINGS_WITH_TA)[number], string>);

export const EXPERTISE_OPTIONS: Option<string>[] = EXPERTISE_FIELDS.map((value) => ({ value, label: sentence(value) }));

export const YEARS_OPTIONS: Option[] = YEARS_OF_EXPERIENCE.map((years) => ({
  value: years,
  label: years === YEARS_OF_EXPERIENCE.at(-1) ? `${years} or more years` : `${years} year${years > 1 ? 's' : ''}`,
}));

export const MENTOR_GROUP_OPTIONS: Option[] = [1, 2, 3, 4].map((count) => ({ value: count, label: String(count) }));

export const TIME_SLOT_OPTIONS: Option<number>[] = TIME_SLOTS.map((slot) => {
  const { coursework, project } = TIME_SLOT_HOURS[slot];
  return {
    value: slot,
    label: `Slot ${slot}: coursework ${coursework.start}–${coursework.end}, project ${project.start}–${project.end} UTC`,
  };
});

/** Topic names as the spec writes them; the keys are their snake_case (docs/architecture.md §5). */
const TOPIC_NAMES: Record<string, string> = {
  adam: 'ADAM',
  lstm: 'LSTM',
  alexnet: 'AlexNet',
  deep_q_learning: 'Deep Q-learning',
  self_supervised_learning: 'Self-supervised learning',
};
const topicName = (topic: string) => TOPIC_NAMES[topic] ?? sentence(topic);
export const NEUROSCIENCE_TOPIC_FIELDS = NEUROSCIENCE_TOPICS.map((name) => ({ name, label: topicName(name) }));
export const DEEP_LEARNING_TOPIC_FIELDS = DEEP_LEARNING_TOPICS.map((name) => ({ name, label: topicName(name) }));
