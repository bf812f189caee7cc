import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { type FoundRecord, useRecordSearch } from './useRecordSearch';

type Props = { value: FoundRecord | null; onChange: (record: FoundRecord | null) => void; error?: string };

/** Finds an application or a person by name, email or course, instead of asking for a raw id. */
export const RecordSearch = ({ value, onChange, error }: Props) => {
  const [text, setText] = useState('');
  const { options, loading } = useRecordSearch(text);
  return (
    <Autocomplete
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.kind === chosen.kind && option.id === chosen.id}
      noOptionsText={text.trim().length < 2 ? 'Type two letters or more' : 'No application or person matches'}
      sx={{ minWidth: { md: 460 } }}
      renderInput={(params) => (
        <TextField {...params} label="Name, email or course" error={Boolean(error)} helperText={error} />
      )}
    />
  );
};
