import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import type { CourseView, MatchingProposalView, PodSize } from '@portal/contracts';
import { Link, Title, useBasename, useGetOne, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { refusalFieldErrors } from '../dataProvider';
import { ProposalComparison } from './compare/ProposalComparison';
import { RematchPanel } from './rematch/RematchPanel';
import { ConfirmedApplyButton } from './ConfirmedApplyButton';
import { MatchingChanges } from './MatchingChanges';
import { MatchingObjective } from './MatchingObjective';
import { MatchingParameters } from './MatchingParameters';
import { MentorRoundPanel } from './mentors/MentorRoundPanel';
import type { MatchingAdjustment } from './matchingMethods';
import { matchingKeys, useCourseRead } from './matchingQueries';
import { useOpsDataProvider } from './opsDataProvider';
import { ProposalPods } from './ProposalPods';
import { UnmatchedList } from './UnmatchedList';
import { useApplicantNames } from './useApplicantNames';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One course's matching: run a proposal, review and adjust it, apply it (docs/architecture.md §5.9). */
export const MatchingShow = () => {
  const { id: course = '' } = useParams();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const basename = useBasename();
  const { data: courseRecord } = useGetOne<CourseView>('courses', { id: course });
  const {
    data: proposal,
    store: setProposal,
    readRefusal,
  } = useCourseRead(matchingKeys.proposal(course), () => provider.getMatching(course));
  const [busy, setBusy] = useState(false);
  const [commandRefusal, setRefusal] = useState<string | null>(null);
  const refusal = commandRefusal ?? readRefusal;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const people = proposal
    ? [
        ...proposal.pods.flatMap((pod) => [pod.taId, ...pod.studentIds]),
        ...proposal.megapods.flatMap((megapod) => [...megapod.projectTaIds, megapod.leadTaId ?? '']),
        ...proposal.unmatched.map((entry) => entry.id),
      ].filter(Boolean)
    : [];
  const nameOf = useApplicantNames([...new Set(people)].sort());

  const act = useCallback(
    async (work: () => Promise<MatchingProposalView>, success: string) => {
      setBusy(true);
      setRefusal(null);
      setFieldErrors({});
      try {
        setProposal(await work());
        notify(success, { type: 'success' });
      } catch (error) {
        setFieldErrors(refusalFieldErrors(error));
        setRefusal(messageOf(error));
      } finally {
        setBusy(false);
      }
    },
    [notify, setProposal],
  );
  const run = (podSize: PodSize) => act(() => provider.proposeMatching(course, podSize), 'Matching proposal ready.');
  const adjust = (changes: MatchingAdjustment) =>
    proposal && act(() => provider.adjustMatching(course, proposal.proposal_id, changes), 'Proposal adjusted.');
  const apply = async () => {
    if (proposal) await act(() => provider.applyMatching(course, proposal.proposal_id), 'Matching applied.');
  };
  const formed = proposal?.status === 'formed';

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`Matching: ${courseRecord?.name ?? ''}`} />
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {/* Remounted with each proposal's sizes, so the fields show what the latest run used. */}
      <MatchingParameters
        key={proposal ? JSON.stringify(proposal.pod_size) : 'defaults'}
        initial={proposal?.pod_size}
        disabled={formed}
        running={busy}
        onRun={(podSize) => void run(podSize)}
        errors={fieldErrors}
      />
      {proposal === undefined && !refusal && <CircularProgress aria-label="Loading the matching" />}
      {proposal === null && <Typography sx={{ mb: 2 }}>No matching has been run for this course yet.</Typography>}
      {proposal && (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {formed ? (
              <Alert severity="success" sx={{ flexGrow: 1 }}>
                Applied on {new Date(proposal.formed_at as string).toLocaleString()}: the pods are formed.{' '}
                <Link to={`${basename}/pods?filter=${encodeURIComponent(JSON.stringify({ course }))}`}>
                  See the pods
                </Link>
              </Alert>
            ) : (
              <>
                <Typography>
                  Proposed on {new Date(proposal.proposed_at).toLocaleString()}
                  {proposal.adjusted ? ', adjusted by staff' : ''}. Not applied yet.
                </Typography>
                {/* A proposal without pods has nothing to apply. */}
                <ConfirmedApplyButton
                  label="Apply matching"
                  title="Apply this matching?"
                  content="This forms the pods of this proposal and assigns every matched student and TA. It cannot be undone."
                  disabled={busy || proposal.pods.length === 0}
                  onApply={apply}
                />
              </>
            )}
          </Stack>
          {proposal.no_pods_reason && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {proposal.no_pods_reason}
            </Alert>
          )}
          <MatchingObjective objective={proposal.objective} />
          <ProposalPods proposal={proposal} nameOf={nameOf} />
          <UnmatchedList unmatched={proposal.unmatched} nameOf={nameOf} />
          {!formed && (
            <MatchingChanges
              proposal={proposal}
              nameOf={nameOf}
              busy={busy}
              onAdjust={(changes) => void adjust(changes)}
            />
          )}
          {formed && <MentorRoundPanel course={course} />}
          <ProposalComparison course={course} latest={proposal} onChosen={setProposal} />
          {formed && <RematchPanel course={course} proposal={proposal} />}
        </>
      )}
      <Button component={Link} to={`${basename}/matching`}>
        All courses
      </Button>
    </Box>
  );
};
