import { useId } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A text field bound to a react-hook-form field. The id ties the label to the input and the error
 * text to it through aria-describedby, so a screen reader reads the problem with the field.
 */
export const FormTextField = <T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const { ref, ...inputProps } = field;

  return (
    <TextField
      id={id}
      fullWidth
      margin="normal"
      {...props}
      {...inputProps}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};
