import { useRef, useState, type KeyboardEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, type PodAttendanceView } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { ApiError } from '@/lib/api-client';
import type { AttendanceValues } from '../api/record-attendance';
import { readAttendanceEntry } from '../attendance-value';

type Field = keyof AttendanceValues;
const FIELDS: readonly { field: Field; label: string }[] = [
  { field: 'percentage', label: 'Tutorial' },
  { field: 'project_percentage', label: 'Project' },
];

type AttendanceCellProps = {
  record: PodAttendanceView;
  /** 'Ada Lovelace, Mon, Jul 13': ends each input's name, so it is clear out of the table too. */
  context: string;
  save: (record: PodAttendanceView, values: AttendanceValues) => Promise<unknown>;
};

const asText = (values: AttendanceValues): Record<Field, string> => ({
  percentage: String(values.percentage),
  project_percentage: String(values.project_percentage),
});

/**
 * One student's day: tutorial and project attendance, from 0 to 1. A value is saved when the TA
 * leaves the field or presses Enter; one outside [0, 1] is clamped first, with the spec's snackbar.
 */
export const AttendanceCell = ({ record, context, save }: AttendanceCellProps) => {
  const notify = useNotifications();
  const [drafts, setDrafts] = useState(() =>
    asText({ percentage: record.percentage, project_percentage: record.project_percentage }),
  );
  // The values as last sent: a second field left before the first answer must build on the first.
  const sent = useRef<AttendanceValues>({
    percentage: record.percentage,
    project_percentage: record.project_percentage,
  });
  // One save at a time per record, in the order typed, so an earlier answer never overwrites a later value.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const commit = (field: Field) => {
    const entry = readAttendanceEntry(drafts[field]);
    const before = sent.current;
    // A blank or unreadable entry saves nothing: the last value comes back.
    if (entry.kind === 'empty') {
      setDrafts((current) => ({ ...current, [field]: String(before[field]) }));
      return;
    }
    if (entry.clamped) notify({ message: MESSAGES.attendanceBetweenOneAndZero, severity: 'warning' });
    setDrafts((current) => ({ ...current, [field]: String(entry.value) }));
    if (entry.value === before[field]) return;
    const values = { ...before, [field]: entry.value };
    sent.current = values;
    queue.current = queue.current.then(() =>
      save(record, values).catch((error: unknown) => {
        sent.current = { ...sent.current, [field]: before[field] };
        setDrafts((current) => ({ ...current, [field]: String(before[field]) }));
        const problem = error instanceof ApiError ? Object.values(error.fieldErrors())[0]?.message : undefined;
        notify({ message: problem ?? ((error as Error).message || MESSAGES.anErrorAppeared), severity: 'error' });
      }),
    );
  };

  const onKeyDown = (field: Field) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit(field);
  };

  return (
    <Stack spacing={1} sx={{ minWidth: '5.5rem' }}>
      {FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          size="small"
          label={label}
          type="number"
          value={drafts[field]}
          onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => commit(field)}
          onKeyDown={onKeyDown(field)}
          slotProps={{
            htmlInput: { 'aria-label': `${label}, ${context}`, min: 0, max: 1, step: 0.1, inputMode: 'decimal' },
          }}
        />
      ))}
    </Stack>
  );
};
