import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Choice } from './Choice';
import type { MatchingProposalView } from '@portal/contracts';
import type { MatchingAdjustment } from './matchingMethods';

const OUT = 'out';

type Props = {
  proposal: MatchingProposalView;
  nameOf: (id: string) => string;
  busy: boolean;
  onAdjust: (changes: MatchingAdjustment) => void;
};

/** Everyone the proposal knows by role: students placed or not, and TAs in any role or none. */
function peopleOf(proposal: MatchingProposalView) {
  const students = [
    ...proposal.pods.flatMap((pod) => pod.studentIds),
    ...proposal.unmatched.filter((entry) => entry.kind === 'student').map((entry) => entry.id),
  ];
  const tas = [
    ...proposal.pods.map((pod) => pod.taId),
    ...proposal.megapods.flatMap((megapod) => [
      ...megapod.projectTaIds,
      ...(megapod.leadTaId ? [megapod.leadTaId] : []),
    ]),
    ...proposal.unmatched.filter((entry) => entry.kind === 'ta').map((entry) => entry.id),
  ];
  return { students: [...new Set(students)], tas: [...new Set(tas)] };
}

/**
 * Staff's changes before applying: move a student to another pod (or out of every pod) and give a
 * pod another TA. The API checks every hard constraint again and refuses a change that breaks one.
 */
export const MatchingChanges = ({ proposal, nameOf, busy, onAdjust }: Props) => {
  const { students, tas } = peopleOf(proposal);
  const [student, setStudent] = useState('');
  const [destination, setDestination] = useState('');
  const [pod, setPod] = useState('');
  const [ta, setTa] = useState('');
  const byName = (ids: string[]) => [...ids].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const person = (id: string) => ({ value: id, label: nameOf(id) });
  const podChoices = proposal.pods.map((candidate) => ({ value: candidate.key, label: candidate.name }));
  return (
    <Box component="section" aria-labelledby="matching-changes" sx={{ mb: 3 }}>
      <Typography id="matching-changes" component="h2" variant="h6" gutterBottom>
        Changes
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Choice label="Student" value={student} onChange={setStudent} options={byName(students).map(person)} />
        <Choice
          label="Move to"
          value={destination}
          onChange={setDestination}
          options={[...podChoices, { value: OUT, label: 'Out of every pod' }]}
        />
        <Button
          variant="outlined"
          disabled={busy || !student || !destination}
          onClick={() => onAdjust({ moves: [{ student, to_pod: destination === OUT ? null : destination }] })}
        >
          Move student
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Choice label="Pod" value={pod} onChange={setPod} options={podChoices} />
        <Choice label="New TA" value={ta} onChange={setTa} options={byName(tas).map(person)} />
        <Button variant="outlined" disabled={busy || !pod || !ta} onClick={() => onAdjust({ pod_tas: [{ pod, ta }] })}>
          Replace TA
        </Button>
      </Stack>
    </Box>
  );
};
