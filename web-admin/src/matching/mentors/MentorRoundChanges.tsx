import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Choice } from '../Choice';
import type { MentorRoundView } from '@portal/contracts';
import type { MentorRoundAdjustment } from './mentorRoundMethods';

const NONE = 'none';

type Props = {
  round: MentorRoundView;
  nameOf: (id: string) => string;
  busy: boolean;
  onAdjust: (changes: MentorRoundAdjustment) => void;
};

/**
 * Staff's changes before applying: move a student to another group of their pod, give a group another
 * mentor (or none). The API checks every hard constraint again and refuses a change that breaks one.
 */
export const MentorRoundChanges = ({ round, nameOf, busy, onAdjust }: Props) => {
  const [student, setStudent] = useState('');
  const [destination, setDestination] = useState('');
  const [group, setGroup] = useState('');
  const [mentor, setMentor] = useState('');
  const groups = round.groups.map((candidate) => ({
    value: candidate.key,
    label: `${candidate.pod_name} · ${candidate.name}`,
  }));
  const byName = (ids: string[]) =>
    [...ids].sort((a, b) => nameOf(a).localeCompare(nameOf(b))).map((id) => ({ value: id, label: nameOf(id) }));
  const students = byName(round.groups.flatMap((candidate) => candidate.student_ids));
  const mentors = [...byName(round.mentors.map((candidate) => candidate.id)), { value: NONE, label: 'No mentor' }];
  return (
    <Box component="section" aria-labelledby="mentor-round-changes" sx={{ mb: 3 }}>
      <Typography id="mentor-round-changes" component="h3" variant="subtitle1" gutterBottom>
        Mentor round changes
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Choice label="Student" value={student} onChange={setStudent} options={students} />
        <Choice label="Move to group" value={destination} onChange={setDestination} options={groups} />
        <Button
          variant="outlined"
          disabled={busy || !student || !destination}
          onClick={() => onAdjust({ moves: [{ student, to_group: destination }] })}
        >
          Move to group
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Choice label="Group" value={group} onChange={setGroup} options={groups} />
        <Choice label="Mentor" value={mentor} onChange={setMentor} options={mentors} />
        <Button
          variant="outlined"
          disabled={busy || !group || !mentor}
          onClick={() => onAdjust({ mentors: [{ group, mentor: mentor === NONE ? null : mentor }] })}
        >
          Set mentor
        </Button>
      </Stack>
    </Box>
  );
};
