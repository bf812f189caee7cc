import { useId } from 'react';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';

type FormNumberFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: string;
  min?: number;
  required?: boolean;
};

/** A whole number; empty reads as null (missing), not 0. */
export const FormNumberField = <T extends FieldValues>({
  control,
  name,
  label,
  min,
  required,
}: FormNumberFieldProps<T>) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });

  return (
    <TextField
      id={id}
      type="number"
      fullWidth
      margin="normal"
      label={label}
      required={required}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slotProps={{ htmlInput: { min, step: 1, inputMode: 'numeric' } }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
};
