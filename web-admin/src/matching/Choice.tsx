import { MenuItem, TextField } from '@mui/material';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
};

/** A small labelled select, as the adjustment forms of a proposal (pods, mentor round) use it. */
export const Choice = ({ label, value, onChange, options }: Props) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth: 220 }}
  >
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);
