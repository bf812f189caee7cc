import { useRef, useState, type KeyboardEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, type PodAttendanceView } from '@portal/contracts';
import { ApiError } from '@/lib/api-client';
import type { AttendanceValues } from '../api/record-attendance';
import { readAttendanceEntry } from '../attendance-value';
import { AttendanceCellStatus, type SaveStatus } from './attendance-cell-status';

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

const reasonOf = (error: unknown): string => {
  const field = error instanceof ApiError ? Object.values(error.fieldErrors())[0]?.message : undefined;
  return field ?? ((error instanceof Error && error.message) || MESSAGES.anErrorAppeared);
};

/**
 * One student's day: tutorial and project attendance, from 0 to 1. A value is saved when the TA
 * leaves the field or presses Enter, and the cell says how the save went. A value outside [0, 1] is
 * refused with the spec's sentence and not sent, so the saved value stays (docs/decisions.md, issue 57).
 */
export const AttendanceCell = ({ record, context, save }: AttendanceCellProps) => {
  const [drafts, setDrafts] = useState(() =>
    asText({ percentage: record.percentage, project_percentage: record.project_percentage }),
  );
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  // The values as last sent: a second field left before the first answer must build on the first.
  const sent = useRef<AttendanceValues>({
    percentage: record.percentage,
    project_percentage: record.project_percentage,
  });
  // One save at a time per record, in the order typed, so an earlier answer never overwrites a later value.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // "Saved" only once the last save queued has answered.
  const inFlight = useRef(0);
  const statusId = `attendance-status-${record.id}`;

  const settle = (field: Field, message: string | null) =>
    setRefused(({ [field]: _old, ...others }) => (message === null ? others : { ...others, [field]: message }));

  const commit = (field: Field) => {
    const entry = readAttendanceEntry(drafts[field]);
    const before = sent.current;
    if (entry.kind === 'refused') {
      // Nothing is sent: what was typed stays in view to be corrected, and the saved value stands.
      settle(field, entry.message);
      return;
    }
    settle(field, null);
    // A blank entry saves nothing: the last value comes back.
    const value = entry.kind === 'empty' ? before[field] : entry.value;
    setDrafts((current) => ({ ...current, [field]: String(value) }));
    if (value === before[field]) return;
    const values = { ...before, [field]: value };
    sent.current = values;
    inFlight.current += 1;
    setStatus({ state: 'saving' });
    queue.current = queue.current.then(() =>
      save(record, values)
        .then(() => {
          if (inFlight.current === 1) setStatus({ state: 'saved' });
        })
        .catch((error: unknown) => {
          sent.current = { ...sent.current, [field]: before[field] };
          setDrafts((current) => ({ ...current, [field]: String(before[field]) }));
          setStatus({ state: 'failed', reason: reasonOf(error) });
        })
        .finally(() => {
          inFlight.current -= 1;
        }),
    );
  };

  const onKeyDown = (field: Field) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit(field);
  };

  const refusal = refused.percentage ?? refused.project_percentage ?? null;
  return (
    <Stack spacing={1} sx={{ minWidth: '5.5rem' }}>
      {FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          size="small"
          label={label}
          type="number"
          value={drafts[field]}
          error={field in refused}
          onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => commit(field)}
          onKeyDown={onKeyDown(field)}
          slotProps={{
            htmlInput: {
              'aria-label': `${label}, ${context}`,
              'aria-describedby': statusId,
              min: 0,
              max: 1,
              step: 0.1,
              inputMode: 'decimal',
            },
          }}
        />
      ))}
      <AttendanceCellStatus id={statusId} status={status} refusal={refusal} />
    </Stack>
  );
};
