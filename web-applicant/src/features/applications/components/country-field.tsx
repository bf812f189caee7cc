import { useEffect, useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { FormValues } from '../form/field-spec';
import { useCountrySearch } from '../api/search-countries';

/** Spec 1 §9: lookups wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

const useDebounced = (text: string) => {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return debounced;
};

type CountryFieldProps = { control: Control<FormValues>; name: string; label: string };

/** A country picked from the API's list by typing part of its name. */
export const CountryField = ({ control, name, label }: CountryFieldProps) => {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const [typed, setTyped] = useState(value ?? '');
  const countriesQuery = useCountrySearch(useDebounced(typed === value ? '' : typed));
  const names = countriesQuery.data?.results.map((country) => country.name) ?? [];

  return (
    <Autocomplete
      id={id}
      options={value && !names.includes(value) ? [value, ...names] : names}
      value={value}
      onChange={(_event, picked) => field.onChange(picked ?? '')}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      onBlur={field.onBlur}
      loading={countriesQuery.isFetching}
      // The API has already filtered by the search.
      filterOptions={(options) => options}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Type to search.'}
        />
      )}
    />
  );
};
