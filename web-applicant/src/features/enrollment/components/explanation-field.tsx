import type { FieldValues, Path } from 'react-hook-form';
import type { FieldControl } from '@/components/ui/form/field-control';
import { FormTextField } from '@/components/ui/form/form-text-field';

type ExplanationFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
};

/** A free text of at least 200 characters (when required), as the funding, hardship and waiver steps ask. */
export const ExplanationField = <T extends FieldValues>({
  control,
  name,
  label,
  required = true,
}: ExplanationFieldProps<T>) => (
  <FormTextField
    control={control}
    name={name}
    label={label}
    required={required}
    multiline
    minRows={4}
    helperText={required ? 'At least 200 characters.' : undefined}
  />
);
