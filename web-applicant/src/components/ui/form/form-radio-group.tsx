import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';
import { ChoiceGroup } from './choice-group';
import { optionValue, type SelectOption } from './field-option';

type FormRadioGroupProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Choices side by side (a 1-to-5 rating), wrapping on a narrow screen. */
  row?: boolean;
  helperText?: string;
  /** False for an optional question: no asterisk (issue 19). */
  required?: boolean;
};

/** One choice among a few, shown all at once; the value keeps its type (number, string or boolean). */
export const FormRadioGroup = <T extends FieldValues>({
  control,
  name,
  label,
  options,
  row,
  helperText,
  required = true,
}: FormRadioGroupProps<T>) => {
  const { field, fieldState } = useController({ control, name });

  return (
    <ChoiceGroup label={label} error={fieldState.error?.message} helperText={helperText} required={required}>
      {(describedBy) => (
        <RadioGroup
          row={row}
          name={field.name}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(_event, text) => field.onChange(optionValue(options, text))}
          onBlur={field.onBlur}
          aria-describedby={describedBy || undefined}
        >
          {options.map((option, index) => (
            <FormControlLabel
              key={String(option.value)}
              value={String(option.value)}
              label={option.label}
              // The first radio takes the field's ref, so a failed submit can move focus here.
              control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            />
          ))}
        </RadioGroup>
      )}
    </ChoiceGroup>
  );
};
