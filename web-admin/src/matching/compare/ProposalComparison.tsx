import { counted } from '@portal/contracts';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { MatchingProposalView, ProposalComparison as Comparison } from '@portal/contracts';
import { staffRead } from '../../staffQuery';
import { matchingKeys } from '../matchingQueries';
import { useRematchProvider } from '../rematch/rematchMethods';
import { ComparisonTable } from './ComparisonTable';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Props = { course: string; latest: MatchingProposalView; onChosen: (proposal: MatchingProposalView) => void };

/**
 * Every run of the matching for this course, any two or more side by side (objective terms, bound,
 * gap, pod sizes, people in a different pod) and, before the pods are formed, one chosen to apply.
 */
export const ProposalComparison = ({ course, latest, onChosen }: Props) => {
  const provider = useRematchProvider();
  const notify = useNotify();
  // Read again whenever the latest proposal changes: a new run, or another one chosen.
  const { data: listed, error: readError } = useQuery({
    queryKey: matchingKeys.proposals(course, latest.proposal_id),
    queryFn: () => provider.listProposals(course),
    ...staffRead,
  });
  const runs = listed?.results ?? [];
  const [picked, setPicked] = useState<string[]>([]);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [busy, setBusy] = useState(false);
  const [commandRefusal, setRefusal] = useState<string | null>(null);
  const refusal = commandRefusal ?? (readError ? messageOf(readError) : null);

  const labelOf = (id: string) => `Run ${runs.findIndex((run) => run.proposal_id === id) + 1}`;
  const toggle = (id: string) => setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id]));
  const compare = async () => {
    setRefusal(null);
    try {
      setComparison(await provider.compareProposals(course, picked));
    } catch (error) {
      setRefusal(messageOf(error));
    }
  };
  const choose = async (id: string) => {
    setBusy(true);
    try {
      onChosen(await provider.chooseProposal(course, id));
      notify(`${labelOf(id)} is now the proposal to review and apply.`, { type: 'success' });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (runs.length < 2) return null;
  return (
    <Box component="section" aria-labelledby="compare-heading" sx={{ mb: 3 }}>
      <Typography id="compare-heading" component="h2" variant="h6" gutterBottom>
        Compare proposals
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <FormGroup aria-label="Runs to compare" sx={{ mb: 1 }}>
        {runs.map((run) => (
          <FormControlLabel
            key={run.proposal_id}
            control={<Checkbox checked={picked.includes(run.proposal_id)} onChange={() => toggle(run.proposal_id)} />}
            label={`${labelOf(run.proposal_id)}: ${new Date(run.proposed_at).toLocaleString()}, ${counted(run.pods, 'pod')}${
              run.pod_size ? `, pods of ${run.pod_size.min}–${run.pod_size.max}` : ''
            }${run.latest ? ' (under review)' : ''}`}
          />
        ))}
      </FormGroup>
      <Button variant="outlined" disabled={picked.length < 2} onClick={() => void compare()} sx={{ mb: 2 }}>
        Compare the chosen runs
      </Button>
      {comparison && (
        <ComparisonTable
          comparison={comparison}
          labelOf={labelOf}
          canChoose={latest.status !== 'formed'}
          busy={busy}
          onChoose={(id) => void choose(id)}
        />
      )}
    </Box>
  );
};
