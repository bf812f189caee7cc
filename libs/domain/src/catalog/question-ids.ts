import type { Question } from '@portal/contracts';

type QuestionInput = Omit<Question, 'id' | 'answer_choices'> & {
  id?: number;
  answer_choices: Array<{ id?: number; rating: number; answer_text: string }>;
};

/**
 * Gives new questions and answer choices ids after the highest one the course has used, and keeps the
 * ids staff sent back for existing ones: applications store answers by these ids, so they must not move.
 */
export function assignQuestionIds(existing: Question[], input: QuestionInput[]): Question[] {
  let nextQuestionId = Math.max(0, ...existing.map((q) => q.id), ...input.map((q) => q.id ?? 0)) + 1;
  const usedChoiceIds = [
    ...existing.flatMap((q) => q.answer_choices.map((c) => c.id)),
    ...input.flatMap((q) => q.answer_choices.map((c) => c.id ?? 0)),
  ];
  let nextChoiceId = Math.max(0, ...usedChoiceIds) + 1;
  return input.map((question) => ({
    ...question,
    id: question.id ?? nextQuestionId++,
    answer_choices: question.answer_choices.map((choice) => ({ ...choice, id: choice.id ?? nextChoiceId++ })),
  }));
}
