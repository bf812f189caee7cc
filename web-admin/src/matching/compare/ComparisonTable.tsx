import { counted } from '@portal/contracts';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ProposalComparison } from '@portal/contracts';
import { ScrollRegion } from '../../layout/ScrollRegion';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const number = (value: number) => value.toFixed(3);

type Entry = ProposalComparison['proposals'][number];
type Props = {
  comparison: ProposalComparison;
  labelOf: (proposalId: string) => string;
  canChoose: boolean;
  busy: boolean;
  onChoose: (proposalId: string) => void;
};

const MEASURES: Array<[string, (entry: Entry) => string]> = [
  [
    'Pod size (min / target / max)',
    (e) => (e.pod_size ? `${e.pod_size.min} / ${e.pod_size.target} / ${e.pod_size.max}` : 'Default'),
  ],
  ['Objective', (e) => number(e.objective.value)],
  ['Bound', (e) => number(e.objective.bound)],
  ['Gap', (e) => percent(e.objective.gap)],
  ['Matched students', (e) => String(e.objective.matchedStudents)],
  ['Unmatched students', (e) => String(e.objective.unmatchedStudents)],
  ['First-choice time slot', (e) => percent(e.objective.firstChoiceSlotRate)],
  ['First-choice data set', (e) => percent(e.objective.firstChoiceDataSetRate)],
  ['Pod size balance', (e) => number(e.objective.sizeBalance)],
  ['Seniority mix', (e) => number(e.objective.seniorityMix)],
  ['Project TAs missing', (e) => String(e.objective.projectTaShortfall)],
  ['Pods', (e) => String(e.pod_sizes.pods)],
  [
    'Pod sizes (smallest / mean / largest)',
    (e) => `${e.pod_sizes.smallest} / ${e.pod_sizes.mean.toFixed(1)} / ${e.pod_sizes.largest}`,
  ],
];

/** The chosen proposals in columns, one measure a row, then how many people sit elsewhere between each two. */
export const ComparisonTable = ({ comparison, labelOf, canChoose, busy, onChoose }: Props) => (
  <>
    <Typography id="comparison-figures" variant="body2" sx={{ mb: 1 }}>
      Objective is each proposal’s score (higher is better); Bound is the highest score any proposal could reach; Gap is
      how far the objective falls short of it, so a smaller gap is closer to the best possible.
    </Typography>
    <ScrollRegion label="Proposals side by side table">
      <Table size="small" aria-label="Proposals side by side" aria-describedby="comparison-figures" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Measure</TableCell>
            {comparison.proposals.map((entry) => (
              <TableCell key={entry.proposal_id} align="right">
                {labelOf(entry.proposal_id)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {MEASURES.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {comparison.proposals.map((entry) => (
                <TableCell key={entry.proposal_id} align="right">
                  {value(entry)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {canChoose && (
            <TableRow>
              <TableCell component="th" scope="row">
                Apply this one
              </TableCell>
              {comparison.proposals.map((entry) => (
                <TableCell key={entry.proposal_id} align="right">
                  <Button size="small" disabled={busy} onClick={() => onChoose(entry.proposal_id)}>
                    Choose {labelOf(entry.proposal_id)}
                  </Button>
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      People in a different pod
    </Typography>
    <ScrollRegion label="People in a different pod table">
      <Table size="small" aria-label="People in a different pod between proposals">
        <TableBody>
          {comparison.differences.map((d) => (
            <TableRow key={`${d.a}-${d.b}`}>
              <TableCell component="th" scope="row">
                {labelOf(d.a)} and {labelOf(d.b)}
              </TableCell>
              <TableCell align="right">
                {d.in_different_pod} of {counted(d.people, 'person', 'people')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  </>
);
