import type { ApplicationView, CourseView, Question } from '@portal/contracts';
import type { FieldSpec, FormSpec, FormValues } from './field-spec';
import { fieldsOf } from './form-spec';

/** The form field of a course question; the API reports an unanswered one under the same name. */
export const questionFieldName = (question: Question) => `question_${question.id}`;

/** The course's questions a role's form shows, section by section. */
export const questionsOf = (spec: FormSpec, course: CourseView) =>
  spec.sections.flatMap((section) =>
    'questions' in section ? course.questions.filter((question) => section.questions.includes(question.category)) : [],
  );

/** What a field holds before anything is entered. */
export const emptyValueOf = ({ kind }: FieldSpec): unknown => {
  if (kind === 'multi' || kind === 'timeSlots') return [];
  if (kind === 'consent') return false;
  if (kind === 'yesNo' || kind === 'number' || kind === 'rating') return null;
  return '';
};

/** A blank form: nothing chosen, nothing ticked. */
export const emptyValues = (spec: FormSpec, course: CourseView): FormValues => ({
  ...Object.fromEntries(fieldsOf(spec).map((field) => [field.name, emptyValueOf(field)])),
  ...Object.fromEntries(questionsOf(spec, course).map((question) => [questionFieldName(question), null])),
});

type StoredAnswer = { question: number; answer_choice: number };

/** The edit form's defaults: the answers as stored. */
export const valuesOfApplication = (spec: FormSpec, course: CourseView, application: ApplicationView): FormValues => {
  const blank = emptyValues(spec, course);
  const answers = Array.isArray(application.answers) ? (application.answers as StoredAnswer[]) : [];
  const stored = Object.fromEntries(
    Object.keys(blank).map((name) => [name, application[name] ?? blank[name]] as const),
  );
  const answered = Object.fromEntries(
    answers.map((answer) => [`question_${answer.question}`, answer.answer_choice] as const),
  );
  return { ...stored, ...answered };
};

/** What the API's schema reads: the fields, and the questions' choices as `answers`. */
export const toPayloadInput = (spec: FormSpec, course: CourseView, values: FormValues) => ({
  ...Object.fromEntries(fieldsOf(spec).map(({ name }) => [name, values[name]])),
  answers: questionsOf(spec, course).flatMap((question) => {
    const choice = values[questionFieldName(question)];
    return typeof choice === 'number' ? [{ question: question.id, answer_choice: choice }] : [];
  }),
});
