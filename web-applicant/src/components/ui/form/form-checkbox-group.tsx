import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from './field-control';
import { ChoiceGroup } from './choice-group';
import type { SelectOption } from './field-option';

type FormCheckboxGroupProps<T extends FieldValues, V extends string | number> = {
  control: FieldControl<T>;
  name: Path<T>;
  legend: string;
  options: readonly SelectOption<V>[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** Several choices from a list (a multi-select), kept in the list's order. */
export const FormCheckboxGroup = <T extends FieldValues, V extends string | number>({
  control,
  name,
  legend,
  options,
  required,
  disabled,
  helperText,
}: FormCheckboxGroupProps<T, V>) => {
  const { field, fieldState } = useController({ control, name });
  const picked: unknown[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: V, checked: boolean) =>
    field.onChange(
      options.map((option) => option.value).filter((each) => (each === value ? checked : picked.includes(each))),
    );

  return (
    <ChoiceGroup label={legend} error={fieldState.error?.message} helperText={helperText} required={required}>
      {(describedBy) => (
        <FormGroup aria-describedby={describedBy || undefined}>
          {options.map((option, index) => (
            <FormControlLabel
              key={String(option.value)}
              label={option.label}
              disabled={disabled}
              control={
                <Checkbox
                  checked={picked.includes(option.value)}
                  onChange={(_event, checked) => toggle(option.value, checked)}
                  onBlur={field.onBlur}
                  // The first box takes the field's ref, so a failed submit can move focus here.
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </ChoiceGroup>
  );
};
