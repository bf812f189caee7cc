import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Institution } from '@portal/contracts';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FieldControl } from '@/components/ui/form/field-control';
import { useInstitutions } from '../api/get-institutions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type InstitutionSearchFieldProps<T extends FieldValues> = {
  control: FieldControl<T>;
  name: Path<T>;
  /** Called with the country of an institution picked from the list, when the list knows it. */
  onCountryFound: (country: string) => void;
};

const nameOf = (option: Institution | string) => (typeof option === 'string' ? option : option.name);

/**
 * The institution, searched as the user types (debounced); one not in the list may be typed in
 * full. Picking one from the list fills in its country (spec 1 §5).
 */
export const InstitutionSearchField = <T extends FieldValues>({
  control,
  name,
  onCountryFound,
}: InstitutionSearchFieldProps<T>) => {
  const { field, fieldState } = useController({ control, name });
  const text: string = field.value ?? '';
  const institutionsQuery = useInstitutions(useDebouncedValue(text.trim()));

  return (
    <Autocomplete
      freeSolo
      options={institutionsQuery.data?.results ?? []}
      inputValue={text}
      value={null as Institution | string | null}
      onInputChange={(_event, typed, reason) => {
        if (reason !== 'reset') field.onChange(typed);
      }}
      onChange={(_event, picked) => {
        if (picked === null) return;
        field.onChange(nameOf(picked));
        if (typeof picked !== 'string' && picked.country) onCountryFound(picked.country);
      }}
      onBlur={field.onBlur}
      getOptionLabel={nameOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.name}|${option.country ?? ''}`)}
      filterOptions={(shown) => shown}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Institution"
          required
          margin="normal"
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Type to search, or write your institution’s full name'}
        />
      )}
    />
  );
};
