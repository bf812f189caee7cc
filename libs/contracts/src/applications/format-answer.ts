import { TIME_SLOT_HOURS, TIME_SLOTS } from '../profile/time-slots';
import { choiceLabelOf } from './choice-labels';
import type { AnswerKind } from './answer-sections';

const NOT_ANSWERED = '—';
/** 'computational_neuroscience' → 'Computational neuroscience', for values with no word of their own. */
const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');
/** A stored answer's own words: answers are strings, numbers or booleans. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
const slotText = (slot: unknown) => {
  const known = TIME_SLOTS.find((each) => each === slot);
  if (known === undefined) return `Slot ${textOf(slot)}`;
  const { coursework } = TIME_SLOT_HOURS[known];
  return `Slot ${known} (coursework ${coursework.start}–${coursework.end} UTC)`;
};
/** The words the applicant picked (the form's own, from the contracts' table). */
const choiceLabel = (value: unknown) => {
  const text = textOf(value);
  return choiceLabelOf(text) ?? sentence(text);
};

/** One stored answer as a sentence a reviewer reads; data sets by the course's name for them. */
export function formatAnswer(kind: AnswerKind, value: unknown, dataSetNames: Map<string, string>): string {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  switch (kind) {
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return choiceLabel(value);
    case 'choices':
      return Array.isArray(value) && value.length > 0
        ? value.map((item: unknown) => choiceLabel(item)).join('; ')
        : NOT_ANSWERED;
    case 'dataSet':
      return dataSetNames.get(textOf(value)) ?? textOf(value);
    case 'timeSlots': {
      if (!Array.isArray(value) || value.length === 0) return NOT_ANSWERED;
      return value.map((slot: unknown) => slotText(slot)).join('; ');
    }
    case 'rating':
      return `${textOf(value)} of 5`;
    case 'text':
    case 'longText':
      return textOf(value);
  }
}
