import type { Control } from 'react-hook-form';
import type { CourseView } from '@portal/contracts';
import { FormCheckboxGroup } from '@/components/ui/form/form-checkbox-group';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormNumberField } from '@/components/ui/form/form-number-field';
import { FormRadioGroup } from '@/components/ui/form/form-radio-group';
import { FormSelectField } from '@/components/ui/form/form-select-field';
import { FormTextField } from '@/components/ui/form/form-text-field';
import { TIME_SLOT_OPTIONS } from '../form/choice-labels';
import type { FieldSpec, FormValues } from '../form/field-spec';
import { CountryField } from './country-field';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
const RATINGS = [1, 2, 3, 4, 5].map((rating) => ({ value: rating, label: String(rating) }));

type FormFieldProps = { field: FieldSpec; control: Control<FormValues>; course: CourseView };

/** One field of an application form, drawn by its kind. */
export const FormField = ({ field, control, course }: FormFieldProps) => {
  const { name, label, helper } = field;
  switch (field.kind) {
    case 'text':
    case 'longText':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          helperText={helper}
          required={field.required}
          multiline={field.kind === 'longText'}
          minRows={field.kind === 'longText' ? 4 : undefined}
        />
      );
    case 'number':
      return <FormNumberField control={control} name={name} label={label} min={0} required />;
    case 'select':
      return <FormSelectField control={control} name={name} label={label} options={field.options} required />;
    case 'dataSet':
      return (
        <FormSelectField
          control={control}
          name={name}
          label={label}
          required={field.required}
          options={course.data_sets.map((dataSet) => ({ value: dataSet.id, label: dataSet.name }))}
        />
      );
    case 'multi':
      return <FormCheckboxGroup control={control} name={name} legend={label} options={field.options} required />;
    case 'timeSlots':
      return <FormCheckboxGroup control={control} name={name} legend={label} options={TIME_SLOT_OPTIONS} required />;
    case 'yesNo':
      return <FormRadioGroup control={control} name={name} label={label} options={YES_NO} row />;
    case 'rating':
      return <FormRadioGroup control={control} name={name} label={label} options={RATINGS} row />;
    case 'consent':
      return <FormCheckboxField control={control} name={name} label={label} />;
    case 'country':
      return <CountryField control={control} name={name} label={label} />;
  }
};
