import { ANSWER_SECTIONS, type CourseView, formatAnswer } from '@portal/contracts';
import { useGetOne, useRecordContext } from 'react-admin';
import { AnswerList } from './answers/AnswerList';
import { FinancialAnswers } from './answers/FinancialAnswers';
import { fullApplication, type ShownApplication } from './shownApplication';

/**
 * Every answer of the application in the order of the applicant's form, in words: choices by their
 * labels, data sets by name, course questions with the chosen answer. Answers the server withheld
 * (anonymised review) are simply absent.
 */
export const ApplicationAnswers = () => {
  const record = useRecordContext<ShownApplication>();
  const { data: course } = useGetOne<CourseView>(
    'courses',
    { id: record?.course ?? '' },
    { enabled: Boolean(record?.course) },
  );
  if (!record) return null;
  const dataSetNames = new Map((course?.data_sets ?? []).map((dataSet) => [dataSet.id, dataSet.name]));
  const answers: Record<string, unknown> = record;
  const answered = fullApplication(record)?.answered_questions ?? [];
  const sections = ANSWER_SECTIONS[record.role];
  return (
    <>
      {sections.map((section) => {
        const items =
          'questions' in section
            ? answered
                .filter((answer) => section.questions.includes(answer.category))
                .map((answer) => ({ key: `q${answer.question_id}`, label: answer.question, value: answer.answer }))
            : section.fields
                .filter((field) => field.name in record)
                .map((field) => ({
                  key: field.name,
                  label: field.label,
                  value: formatAnswer(field.kind, answers[field.name], dataSetNames),
                }));
        return items.length > 0 ? <AnswerList key={section.title} title={section.title} items={items} /> : null;
      })}
      <FinancialAnswers />
    </>
  );
};
