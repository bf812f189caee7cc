import type { Question } from '@portal/contracts';

export interface AnsweredQuestion {
  question_id: number;
  category: string;
  question: string;
  answer: string;
  rating: number | null;
}

type StoredAnswer = { question: number; answer_choice: number };

const isStoredAnswer = (value: unknown): value is StoredAnswer =>
  typeof value === 'object' && value !== null && 'question' in value && 'answer_choice' in value;

/**
 * The applicant's answers as staff read them: each stored (question id, choice id) pair resolved
 * against the course's questions as they now stand; a question removed since shows its ids.
 */
export function answeredQuestions(stored: unknown, questions: Question[]): AnsweredQuestion[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredAnswer).map(({ question, answer_choice }) => {
    const asked = questions.find((candidate) => candidate.id === question);
    const chosen = asked?.answer_choices.find((choice) => choice.id === answer_choice);
    return {
      question_id: question,
      category: asked?.category ?? 'unknown',
      question: asked?.question_text ?? `Question ${question}`,
      answer: chosen?.answer_text ?? `Choice ${answer_choice}`,
      rating: chosen?.rating ?? null,
    };
  });
}
