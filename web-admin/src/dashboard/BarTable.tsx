import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

type Props = {
  caption: string;
  labelHeader: string;
  rows: Array<{ label: string; values: number[] }>;
  valueHeaders: string[];
};

/**
 * A bar chart that is also its own text alternative: a captioned table whose first number is
 * drawn as a bar beside it (the bar is decoration, hidden from assistive technology).
 */
export const BarTable = ({ caption, labelHeader, rows, valueHeaders }: Props) => {
  const max = Math.max(1, ...rows.map((row) => row.values[0]));
  return (
    <Table size="small" sx={{ mb: 2 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{labelHeader}</TableCell>
          {valueHeaders.map((header) => (
            <TableCell key={header} align="right">
              {header}
            </TableCell>
          ))}
          <TableCell sx={{ width: '40%' }}>Relative size</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            {row.values.map((value, index) => (
              <TableCell key={valueHeaders[index]} align="right">
                {value}
              </TableCell>
            ))}
            <TableCell>
              <Box
                aria-hidden="true"
                sx={{ height: 12, bgcolor: 'primary.main', width: `${(100 * row.values[0]) / max}%` }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
