import { TIME_SLOT_HOURS, type TimeSlot } from '@portal/contracts';
import { CHOICE_LABELS, sentence } from './answerLabels';
import type { AnswerKind } from './answerSections';

const NOT_ANSWERED = '—';
const choiceLabel = (value: string) => CHOICE_LABELS[value] ?? sentence(value);

/** One stored answer as a sentence a reviewer reads; data sets by the course's name for them. */
export function formatAnswer(kind: AnswerKind, value: unknown, dataSetNames: Map<string, string>): string {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED;
  switch (kind) {
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return choiceLabel(String(value));
    case 'choices':
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => choiceLabel(String(item))).join('; ')
        : NOT_ANSWERED;
    case 'dataSet':
      return dataSetNames.get(String(value)) ?? String(value);
    case 'timeSlots': {
      if (!Array.isArray(value) || value.length === 0) return NOT_ANSWERED;
      return value
        .map((slot: TimeSlot) => {
          const hours = TIME_SLOT_HOURS[slot];
          return hours
            ? `Slot ${slot} (coursework ${hours.coursework.start}–${hours.coursework.end} UTC)`
            : `Slot ${slot}`;
        })
        .join('; ');
    }
    case 'rating':
      return `${String(value)} of 5`;
    case 'text':
    case 'longText':
      return String(value);
  }
}
