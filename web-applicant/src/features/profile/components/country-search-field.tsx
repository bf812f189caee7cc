import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from '@/components/ui/form/field-control';
import { useCountries } from '../api/get-countries';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type CountrySearchFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
};

/** A country from the portal's list, searched as the user types (debounced, spec 1 §5). */
export const CountrySearchField = <T extends FieldValues>({
  control,
  name,
  label,
  required,
}: CountrySearchFieldProps<T>) => {
  const { field, fieldState } = useController({ control, name });
  const [typed, setTyped] = useState('');
  const countriesQuery = useCountries(useDebouncedValue(typed));
  const current: unknown = field.value;
  const value = typeof current === 'string' && current !== '' ? current : null;
  const found = countriesQuery.data?.results.map((country) => country.name) ?? [];
  // The chosen country stays an option while other searches run, so the field keeps showing it.
  const options = value && !found.includes(value) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, picked) => field.onChange(picked ?? '')}
      onInputChange={(_event, text) => setTyped(text)}
      onBlur={field.onBlur}
      // The server has already matched the search.
      filterOptions={(shown) => shown}
      loading={countriesQuery.isFetching}
      noOptionsText="No matching country"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          margin="normal"
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Type to search'}
        />
      )}
    />
  );
};
