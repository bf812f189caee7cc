import type { Control } from 'react-hook-form';
import type { Question } from '@portal/contracts';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import type { FormValues } from '../form/field-spec';
import { questionFieldName } from '../form/form-values';

type QuestionFieldsProps = {
  questions: Question[];
  control: Control<FormValues>;
  table?: boolean;
  /** The categories this form requires answered; the others are optional and not marked required. */
  requiredCategories: readonly string[];
};

/**
 * The course's own questions, each answered with one of its choices. The technical table's rows put
 * their ratings side by side, each labelled with its rating.
 */
export const QuestionFields = ({ questions, control, table, requiredCategories }: QuestionFieldsProps) =>
  questions.map((question) => (
    <FormRadioGroup
      key={question.id}
      control={control}
      name={questionFieldName(question)}
      label={question.question_text}
      row={table}
      required={requiredCategories.includes(question.category)}
      options={question.answer_choices.map((choice) => ({
        value: choice.id,
        label: table ? `${choice.rating} – ${choice.answer_text}` : choice.answer_text,
      }))}
    />
  ));
