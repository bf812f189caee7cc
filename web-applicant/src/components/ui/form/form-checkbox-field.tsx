import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';

type FormCheckboxFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
};

/** A single yes/no box (a consent, "18 or older"); its error is read with it. */
export const FormCheckboxField = <T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FormCheckboxFieldProps<T>) => {
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;

  return (
    <FormControl error={Boolean(message)} margin="normal" fullWidth>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(message),
                'aria-describedby': message ? errorId : undefined,
              },
            }}
          />
        }
      />
      {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
    </FormControl>
  );
};
