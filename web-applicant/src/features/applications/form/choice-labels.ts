import {
  CHOICE_LABELS,
  DEEP_LEARNING_TOPICS,
  EXPERTISE_FIELDS,
  NEUROSCIENCE_TOPICS,
  TIME_SLOT_HOURS,
  TIME_SLOTS,
  YEARS_OF_EXPERIENCE,
} from '@portal/contracts';
import type { SelectOption as Option } from '@/components/ui/form/field-option';

/** 'computational_neuroscience' → 'Computational neuroscience', for lists whose words need no help. */
const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

const labelled = (labels: Readonly<Record<string, string>>): Option<string>[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

// The choices' words are the contracts' one table, which the staff app reads the answers with.
export const HOW_HEARD_OPTIONS = labelled(CHOICE_LABELS.how_did_you_hear_about_us);
export const PRIOR_PARTICIPATION_OPTIONS = labelled(CHOICE_LABELS.prior_NMA_experience);
export const LOWFI_OPTIONS = labelled(CHOICE_LABELS.lowfi_track);
export const TA_PREFERENCE_OPTIONS = labelled(CHOICE_LABELS.prefer_being_ta_for);
export const HOURS_MEETINGS_OPTIONS = labelled(CHOICE_LABELS.hours_meetings_with_ta);

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
