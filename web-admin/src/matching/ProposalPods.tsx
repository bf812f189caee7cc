import { counted } from '@portal/contracts';
import { Box, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import type { MatchingProposalView } from '@portal/contracts';

type Props = { proposal: MatchingProposalView; nameOf: (id: string) => string };

/** Every proposed pod with its size, slot, language, data set, TA and students, grouped by megapod. */
export const ProposalPods = ({ proposal, nameOf }: Props) => (
  <Box component="section" aria-labelledby="matching-pods" sx={{ mb: 3 }}>
    <Typography id="matching-pods" component="h2" variant="h6" gutterBottom>
      Pods
    </Typography>
    <Typography sx={{ mb: 1 }}>
      Pod sizes: {proposal.pods.map((pod) => `${pod.name}: ${pod.studentIds.length}`).join(', ') || 'no pods'}
    </Typography>
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {proposal.pods.map((pod) => {
        const megapod = proposal.megapods.find((candidate) => candidate.key === pod.megapod);
        return (
          <Paper key={pod.key} variant="outlined" component="article" aria-label={pod.name} sx={{ p: 2, width: 300 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {pod.name}
            </Typography>
            <Typography variant="body2">
              Slot {pod.timeSlot} · {pod.language} · {pod.dataSet}
              {pod.secondDataSet ? ` / ${pod.secondDataSet}` : ''}
            </Typography>
            {megapod && <Typography variant="body2">Megapod: {megapod.name}</Typography>}
            <Stack direction="row" spacing={1} sx={{ my: 1 }}>
              <Chip size="small" label={counted(pod.studentIds.length, 'student')} />
              {pod.lowFi && <Chip size="small" label="Low-fi" />}
            </Stack>
            <Typography variant="body2">TA: {nameOf(pod.taId)}</Typography>
            <List dense aria-label={`Students of ${pod.name}`}>
              {pod.studentIds.map((id) => (
                <ListItem key={id} disableGutters>
                  {nameOf(id)}
                </ListItem>
              ))}
            </List>
          </Paper>
        );
      })}
    </Stack>
  </Box>
);
