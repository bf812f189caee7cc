import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';

type FormTextFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
};

/**
 * A text field bound to a react-hook-form field. The id ties the label to the input and the error
 * text to it through aria-describedby, so a screen reader reads the problem with the field.
 *
 * Built from MUI's parts rather than its TextField: TextField imports Select, and with it menus,
 * popovers and modals, which sign-in (every visitor's first form) never uses.
 */
export const FormTextField = <T extends FieldValues>({
  control,
  name,
  label,
  type,
  autoComplete,
  required,
  helperText,
  multiline,
  minRows,
}: FormTextFieldProps<T>) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const { ref, ...inputProps } = field;
  const description = fieldState.error?.message ?? helperText;
  const descriptionId = description ? `${id}-helper-text` : undefined;

  return (
    <FormControl fullWidth margin="normal" required={required} error={Boolean(fieldState.error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        {...inputProps}
        inputRef={ref}
        aria-describedby={descriptionId}
      />
      {description && <FormHelperText id={descriptionId}>{description}</FormHelperText>}
    </FormControl>
  );
};
