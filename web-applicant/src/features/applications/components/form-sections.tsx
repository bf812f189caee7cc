import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import type { CourseView } from '@portal/contracts';
import type { FormSpec, FormValues } from '../form/field-spec';
import { emptyValueOf } from '../form/form-values';
import { ConditionalField } from './conditional-field';
import { FormField } from './form-field';
import { QuestionFields } from './question-fields';

type FormSectionsProps = { spec: FormSpec; course: CourseView; control: Control<FormValues> };

/** The form's parts in order, each under its heading; a question part with no questions is left out. */
export const FormSections = ({ spec, course, control }: FormSectionsProps) =>
  spec.sections.map((section) => {
    const questions =
      'questions' in section
        ? course.questions.filter((question) => section.questions.includes(question.category))
        : [];
    if ('questions' in section && questions.length === 0) return null;
    return (
      <Box component="section" key={section.title} sx={{ mt: 4 }}>
        <Typography variant="h6" component="h2">
          {section.title}
        </Typography>
        {'questions' in section ? (
          <QuestionFields
            questions={questions}
            control={control}
            table={section.table}
            requiredCategories={spec.requiredQuestions}
          />
        ) : (
          section.fields.map((field) => {
            const drawn = <FormField key={field.name} field={field} control={control} course={course} />;
            const { visibleWhen } = field;
            return visibleWhen ? (
              <ConditionalField
                key={field.name}
                field={{ ...field, visibleWhen }}
                control={control}
                emptyValue={emptyValueOf(field)}
              >
                {drawn}
              </ConditionalField>
            ) : (
              drawn
            );
          })
        )}
      </Box>
    );
  });
