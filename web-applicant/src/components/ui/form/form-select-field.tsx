import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';
import { optionValue, type SelectOption } from './field-option';

export type { SelectOption } from './field-option';

type FormSelectFieldProps<T extends FieldValues, V extends string | number | boolean> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Offers an empty choice with these words, which stores null. */
  emptyLabel?: string;
};

/** A single choice from a list, bound to a form field; numbers stay numbers, nothing chosen is null. */
export const FormSelectField = <T extends FieldValues, V extends string | number | boolean>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  emptyLabel,
}: FormSelectFieldProps<T, V>) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });

  return (
    <TextField
      id={id}
      select
      fullWidth
      margin="normal"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => field.onChange(optionValue(options, event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} sx={{ whiteSpace: 'normal' }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
