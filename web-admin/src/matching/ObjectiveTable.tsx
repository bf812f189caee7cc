import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';

type Props = {
  /** The heading's id, which names the section and the table. */
  id: string;
  title: string;
  /** h2 on the matching screen's own level, h3 inside the mentor round's section. */
  level: 'h2' | 'h3';
  rows: Array<[label: string, value: string]>;
  /** The figures in words, shown above the table and describing it. */
  summary?: string;
};

/** A proposal's objective, bound and gap and the measures they are made of, one labelled row each. */
export const ObjectiveTable = ({ id, title, level, rows, summary }: Props) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 3, maxWidth: 480 }}>
    <Typography id={id} component={level} variant={level === 'h2' ? 'h6' : 'subtitle1'} gutterBottom>
      {title}
    </Typography>
    {summary && (
      <Typography id={`${id}-summary`} variant="body2" sx={{ mb: 1 }}>
        {summary}
      </Typography>
    )}
    <Table size="small" aria-labelledby={id} aria-describedby={summary ? `${id}-summary` : undefined}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/** A rate as the objective tables write it ("87.5 %"). */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * The objective, bound and gap in words for staff (issue 57): what each figure is and what the gap says
 * about how close the proposal is to the best possible.
 */
export function objectiveInWords({ gap }: { gap: number }): string {
  const figures =
    'Objective is this proposal’s score (higher is better). Bound is the highest score any proposal ' +
    'could reach, as the solver proved. Gap is how far the objective falls short of the bound';
  return gap < 0.0005
    ? `${figures}: 0 %, so no proposal can do better than this one.`
    : `${figures}: ${percent(gap)}, so no proposal can be more than ${percent(gap)} better than this one, ` +
        'and the best possible may be closer still, since the bound is not always reachable.';
}
