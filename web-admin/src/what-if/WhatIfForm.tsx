import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { WhatIfRequest, WhatIfVariation } from '@portal/contracts';
import { type SyntheticEvent, useState } from 'react';
import { useGetList } from 'react-admin';
import { fromLocalInput, toLocalInput } from '../audit/as-of/localDateTime';
import { WeightFields } from './WeightFields';

const DAY = 86_400_000;
const ROLES = [
  { id: 'student', name: 'Student' },
  { id: 'ta', name: 'Teaching assistant' },
  { id: 'mentor', name: 'Mentor' },
] as const;
type Role = (typeof ROLES)[number]['id'];
type Kind = WhatIfVariation['kind'];

type Course = { id: string; name: string } & Record<`${Role}_application_end_date`, string>;
type Props = { running: boolean; onSubmit: (request: WhatIfRequest) => void };

/** The question to the log: a course, and one variation of its deadline, review weights or offers. */
export const WhatIfForm = ({ running, onSubmit }: Props) => {
  const { data: courses = [] } = useGetList<Course>('courses', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [courseId, setCourseId] = useState('');
  const [kind, setKind] = useState<Kind>('deadline');
  const [role, setRole] = useState<Role>('student');
  const [date, setDate] = useState('');
  const [count, setCount] = useState('10');
  const [weights, setWeights] = useState<Record<string, string>>({});
  const course = courses.find((found) => found.id === courseId);
  // A week before the role's deadline in force, whenever the course or the role changes: the
  // question auditors ask most.
  const choose = (id: string, chosenRole: Role) => {
    setCourseId(id);
    setRole(chosenRole);
    const chosen = courses.find((found) => found.id === id);
    if (chosen)
      setDate(toLocalInput(new Date(Date.parse(chosen[`${chosenRole}_application_end_date`]) - 7 * DAY).toISOString()));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!course) return;
    const at = fromLocalInput(date);
    const variation: WhatIfVariation | null =
      kind === 'deadline'
        ? at
          ? { kind, role, date: at }
          : null
        : kind === 'offers'
          ? { kind, role, count: Number(count) }
          : { kind, weights: Object.fromEntries(Object.entries(weights).map(([key, value]) => [key, Number(value)])) };
    if (variation) onSubmit({ course: course.id, variation });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          required
          label="Course"
          value={courseId}
          onChange={(e) => choose(e.target.value, role)}
          sx={{ minWidth: 280 }}
        >
          {courses.map((found) => (
            <MenuItem key={found.id} value={found.id}>
              {found.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="What if"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="deadline">The deadline had been another</MenuItem>
          <MenuItem value="review_weights">The review weights had been others</MenuItem>
          <MenuItem value="offers">Another number of offers</MenuItem>
        </TextField>
        <TextField
          select
          label="Role"
          value={role}
          onChange={(e) => choose(courseId, e.target.value as Role)}
          sx={{ minWidth: 200 }}
        >
          {ROLES.map(({ id, name }) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {kind === 'deadline' && (
        <TextField
          required
          label="Deadline (your local time)"
          type="datetime-local"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          helperText={
            course
              ? `The deadline in force: ${new Date(course[`${role}_application_end_date`]).toLocaleString()}`
              : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {kind === 'offers' && (
        <TextField
          required
          label="Number of offers"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 100000, step: 1 } }}
          sx={{ maxWidth: 240 }}
        />
      )}
      {kind === 'review_weights' && course && (
        <WeightFields course={course.id} role={role} weights={weights} onChange={setWeights} />
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={running || !course}>
          Replay
        </Button>
      </Stack>
    </Stack>
  );
};
