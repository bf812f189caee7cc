import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { MatchingProposalView, RematchView } from '@portal/contracts';
import { matchingKeys, useCourseRead } from '../matchingQueries';
import { useApplicantNames } from '../useApplicantNames';
import { DropOutForm } from './DropOutForm';
import { RematchEmails } from './RematchEmails';
import { RematchReview } from './RematchReview';
import { type RematchEmail, useRematchProvider } from './rematchMethods';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Props = { course: string; proposal: MatchingProposalView };

/**
 * After the pods are formed: record drop-outs, replace a TA, propose the smallest change, preview the
 * emails of the people it moves, then apply it (docs/architecture.md §8.2).
 */
export const RematchPanel = ({ course, proposal }: Props) => {
  const provider = useRematchProvider();
  const notify = useNotify();
  const {
    data: rematch,
    store: setRematch,
    readRefusal,
  } = useCourseRead(matchingKeys.rematch(course), () => provider.getRematch(course));
  const [emails, setEmails] = useState<RematchEmail[] | null>(null);
  const [replaceTa, setReplaceTa] = useState('');
  const [busy, setBusy] = useState(false);
  const [commandRefusal, setRefusal] = useState<string | null>(null);
  const refusal = commandRefusal ?? readRefusal;

  const tas = proposal.pods.map((pod) => pod.taId);
  const people = [
    ...tas,
    ...proposal.pods.flatMap((pod) => pod.studentIds),
    ...(rematch?.unmatched ?? []).map((u) => u.id),
  ];
  const nameOf = useApplicantNames([...new Set([...people, ...(rematch?.moves ?? []).map((m) => m.person)])].sort());

  const act = useCallback(
    async (work: () => Promise<void>, success: string) => {
      setBusy(true);
      setRefusal(null);
      try {
        await work();
        notify(success, { type: 'success' });
      } catch (error) {
        setRefusal(messageOf(error));
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );

  const dropOut = (applicationId: string, reason: string) =>
    act(
      async () => {
        await provider.recordDropOut(applicationId, reason);
      },
      `${nameOf(applicationId)} is recorded as dropped out.`,
    );
  const propose = () =>
    act(async () => {
      setEmails(null);
      setRematch(await provider.proposeRematch(course, replaceTa ? [replaceTa] : []));
    }, 'Rematch proposal ready.');
  const preview = (current: RematchView) =>
    act(
      async () => setEmails((await provider.previewRematch(course, current.rematch_id)).results),
      'Emails previewed.',
    );
  const apply = (current: RematchView) =>
    act(async () => {
      setRematch(await provider.applyRematch(course, current.rematch_id));
      setEmails(null);
    }, 'Rematch applied: the emails are on their way.');

  return (
    <Box component="section" aria-labelledby="rematch-heading" sx={{ mb: 3 }}>
      <Typography id="rematch-heading" component="h2" variant="h6" gutterBottom>
        Rematch
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <DropOutForm
        busy={busy}
        people={[...new Set(people)].map((id) => ({ id, label: `${nameOf(id)}${tas.includes(id) ? ' (TA)' : ''}` }))}
        onDropOut={(applicationId, reason) => void dropOut(applicationId, reason)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Replace a TA (optional)"
          value={replaceTa}
          onChange={(event) => setReplaceTa(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Nobody</MenuItem>
          {tas.map((id) => (
            <MenuItem key={id} value={id}>
              {nameOf(id)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={busy} onClick={() => void propose()}>
          Propose a rematch
        </Button>
      </Box>
      {rematch === null && <Typography>No rematch has been proposed for this course.</Typography>}
      {rematch && (
        <>
          {rematch.status === 'applied' ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              Rematch applied on {new Date(rematch.applied_at as string).toLocaleString()}.
            </Alert>
          ) : (
            <Typography sx={{ mb: 1 }}>
              Rematch proposed on {new Date(rematch.proposed_at).toLocaleString()}. Not applied yet.
            </Typography>
          )}
          <RematchReview rematch={rematch} nameOf={nameOf} />
          {rematch.status === 'proposed' && (
            <>
              {emails && <RematchEmails emails={emails} />}
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" disabled={busy} onClick={() => void preview(rematch)}>
                  Preview the emails
                </Button>
                <Button variant="contained" disabled={busy || emails === null} onClick={() => void apply(rematch)}>
                  Apply the rematch and send the emails
                </Button>
              </Stack>
            </>
          )}
        </>
      )}
    </Box>
  );
};
