import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmedApplyButton } from '../ConfirmedApplyButton';
import { matchingKeys, useCourseRead } from '../matchingQueries';
import { useOpsDataProvider } from '../opsDataProvider';
import { useApplicantNames } from '../useApplicantNames';
import { MentorGroupsTable } from './MentorGroupsTable';
import { MentorRoundChanges } from './MentorRoundChanges';
import { MentorRoundObjective } from './MentorRoundObjective';
import type { MentorRoundView } from '@portal/contracts';
import type { MentorRoundAdjustment } from './mentorRoundMethods';
import { MentorRoundUnmatched } from './MentorRoundUnmatched';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The mentor round of a course whose pods are formed: propose, review and adjust, apply (docs/architecture.md §8). */
export const MentorRoundPanel = ({ course }: { course: string }) => {
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const {
    data: round,
    store: setRound,
    readRefusal,
  } = useCourseRead(matchingKeys.mentorRound(course), () => provider.getMentorRound(course));
  const [busy, setBusy] = useState(false);
  const [commandRefusal, setRefusal] = useState<string | null>(null);
  const refusal = commandRefusal ?? readRefusal;

  const people = round
    ? [...round.groups.flatMap((group) => group.student_ids), ...round.mentors.map((mentor) => mentor.id)]
    : [];
  const nameOf = useApplicantNames([...new Set(people)].sort());

  const act = useCallback(
    async (work: () => Promise<MentorRoundView>, success: string) => {
      setBusy(true);
      setRefusal(null);
      try {
        setRound(await work());
        notify(success, { type: 'success' });
      } catch (error) {
        setRefusal(messageOf(error));
      } finally {
        setBusy(false);
      }
    },
    [notify, setRound],
  );
  const applied = round?.status === 'applied';
  const adjust = (changes: MentorRoundAdjustment) =>
    round && act(() => provider.adjustMentorRound(course, round.proposal_id, changes), 'Mentor round adjusted.');
  const apply = async () => {
    if (round) await act(() => provider.applyMentorRound(course, round.proposal_id), 'Mentor round applied.');
  };

  return (
    <Box component="section" aria-labelledby="mentor-round" sx={{ mb: 3 }}>
      <Typography id="mentor-round" component="h2" variant="h6" gutterBottom>
        Project groups and mentors
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {round === undefined && !refusal && <CircularProgress aria-label="Loading the mentor round" />}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {round === null && <Typography>No mentor round has been run for this course yet.</Typography>}
        {round && !applied && (
          <Typography>
            Proposed on {new Date(round.proposed_at).toLocaleString()}
            {round.adjusted ? ', adjusted by staff' : ''}. Not applied yet.
          </Typography>
        )}
        {round && applied && (
          <Alert severity="success" sx={{ flexGrow: 1 }}>
            Applied on {new Date(round.applied_at as string).toLocaleString()}: the groups are formed.
          </Alert>
        )}
        {!applied && (
          <Button
            variant="outlined"
            disabled={busy || round === undefined}
            onClick={() => void act(() => provider.proposeMentorRound(course), 'Mentor round proposal ready.')}
          >
            Run mentor round
          </Button>
        )}
        {round && !applied && (
          <ConfirmedApplyButton
            label="Apply mentor round"
            title="Apply this mentor round?"
            content="This forms the project groups of every pod and assigns their mentors. It cannot be undone."
            disabled={busy}
            onApply={apply}
          />
        )}
      </Stack>
      {round && (
        <>
          <MentorRoundObjective objective={round.objective} />
          <MentorGroupsTable round={round} nameOf={nameOf} />
          <MentorRoundUnmatched round={round} nameOf={nameOf} />
          {!applied && (
            <MentorRoundChanges
              round={round}
              nameOf={nameOf}
              busy={busy}
              onAdjust={(changes) => void adjust(changes)}
            />
          )}
        </>
      )}
    </Box>
  );
};
