import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

type ChoiceGroupProps = {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  children: (describedBy: string) => ReactNode;
};

/**
 * A fieldset whose legend names a group of radios or checkboxes; the error (or help) text is tied
 * to the group so a screen reader reads it with the choices.
 */
export const ChoiceGroup = ({ label, error, helperText, required, children }: ChoiceGroupProps) => {
  const helperId = useId();
  const text = error ?? helperText;

  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} margin="normal" fullWidth>
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      {children(text ? helperId : '')}
      {text && <FormHelperText id={helperId}>{text}</FormHelperText>}
    </FormControl>
  );
};
