import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';

type Props = {
  /** The heading's id, which names the section and the table. */
  id: string;
  title: string;
  /** h2 on the matching screen's own level, h3 inside the mentor round's section. */
  level: 'h2' | 'h3';
  rows: Array<[label: string, value: string]>;
};

/** A proposal's objective, bound and gap and the measures they are made of, one labelled row each. */
export const ObjectiveTable = ({ id, title, level, rows }: Props) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 3, maxWidth: 480 }}>
    <Typography id={id} component={level} variant={level === 'h2' ? 'h6' : 'subtitle1'} gutterBottom>
      {title}
    </Typography>
    <Table size="small" aria-labelledby={id}>
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
