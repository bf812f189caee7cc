import {
  ANSWER_SECTIONS,
  type ApplicationRole,
  type HistoryField,
  type Question,
  formatAnswer,
} from '@portal/contracts';
import { answeredQuestions } from './application-answers';

/** What the history needs to put a form's answers in words: the role's labels, the course's questions and data sets. */
export interface FormWords {
  role: ApplicationRole;
  questions: Question[];
  dataSetNames: Map<string, string>;
}

/** An application's answers as one record (the stored form and its personal part), as the server may show them. */
export type Answers = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The course questions' answers by question id, in words. */
const questionAnswers = (answers: Answers, words: FormWords) =>
  new Map(answeredQuestions(answers.answers, words.questions).map((answer) => [answer.question_id, answer]));

/**
 * The answers that differ from `before` (all of them for a first submission), under the staff's labels
 * in the form's order (`ANSWER_SECTIONS`, the show page's), course questions by their text. A field the
 * server left out (anonymised review) is absent from both sides, so it never shows as changed.
 */
export function changedAnswers(before: Answers | null, after: Answers, words: FormWords): HistoryField[] {
  const changed: HistoryField[] = [];
  const [then, now] = [before ? questionAnswers(before, words) : new Map(), questionAnswers(after, words)];
  for (const section of ANSWER_SECTIONS[words.role]) {
    if ('questions' in section) {
      for (const [id, answer] of now)
        if (section.questions.includes(answer.category) && !same(then.get(id), answer))
          changed.push({ label: answer.question, value: answer.answer });
      continue;
    }
    for (const field of section.fields) {
      const present = field.name in after || (before !== null && field.name in before);
      if (!present || (before !== null && same(before[field.name], after[field.name]))) continue;
      changed.push({ label: field.label, value: formatAnswer(field.kind, after[field.name], words.dataSetNames) });
    }
  }
  return changed;
}
