import { type ApplicationRole, MESSAGES, type QuestionCategory } from '@portal/contracts';
import { DomainError } from '../shared/domain-error';
import type { ApplicationCourse } from './application-rules';

export interface Answer {
  question: number;
  answer_choice: number;
}

/** Which of the course's questions each role's form shows (spec 2 §3: TAs answer the three course categories). */
const CATEGORIES: Record<ApplicationRole, readonly QuestionCategory[]> = {
  student: ['course_spec_prog', 'course_spec_dom', 'technical_dom', 'general'],
  ta: ['course_spec_prog', 'course_spec_dom', 'technical_dom'],
  mentor: [],
};

/** The field an unanswered question is reported on, so the form can put the message under it. */
export const questionField = (questionId: number) => `question_${questionId}`;

/**
 * Answers must name the course's own questions and, for each, one of its answer choices. Every
 * non-technical question needs an answer; TAs must also rate every row of the technical table, which
 * is reported with its own code so the UI can show 'Table fields missing'.
 */
export function checkAnswers(role: ApplicationRole, course: ApplicationCourse, answers: Answer[]): void {
  const questions = course.questions.filter((question) => CATEGORIES[role].includes(question.category));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = questions.find((candidate) => candidate.id === answer.question);
    const valid = question?.answer_choices.some((choice) => choice.id === answer.answer_choice);
    if (!valid || seen.has(answer.question)) throw new DomainError('invalid', MESSAGES.selectValidChoice, 'answers');
    seen.add(answer.question);
  }
  for (const question of questions) {
    if (seen.has(question.id)) continue;
    if (question.category !== 'technical_dom')
      throw new DomainError('required', MESSAGES.thisFieldIsRequired, questionField(question.id));
    if (role === 'ta')
      throw new DomainError('table_fields_missing', MESSAGES.thisFieldIsRequired, questionField(question.id));
  }
}

/** Project preferences must name the course's data sets (when the course lists any). */
export function checkDataSets(
  course: ApplicationCourse,
  fields: Record<string, unknown>,
  names: readonly string[],
): void {
  if (course.data_sets.length === 0) return;
  for (const name of names) {
    const value = fields[name];
    if (value === undefined || value === null || value === '') continue;
    if (!course.data_sets.some((dataSet) => dataSet.id === value))
      throw new DomainError('invalid', MESSAGES.invalidDataSet, name);
  }
}

/** The label stored in the applicant's preferences (spec 2 §4 "Submit side effect"): 'Deep Learning student'. */
export const applicationLabel = (courseName: string, role: 'student' | 'ta') => `${courseName} ${role}`;
