import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@/lib/format';
import type { Fee } from '../course-application';

/** The fee line by line (the components that apply), then the total; a total ≤ 0 says it cannot be paid. */
export const FeeBreakdown = ({ fee }: { fee: Fee }) => (
  <>
    <Table size="small" aria-label="Fee breakdown" sx={{ my: 2 }}>
      <TableBody>
        {fee.lines
          .filter((line) => line.applied)
          .map((line) => (
            <TableRow key={line.component}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell align="right">{formatMoney(line.amount)}</TableCell>
            </TableRow>
          ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {formatMoney(fee.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
    {fee.notice && <Alert severity="info">{fee.notice}</Alert>}
  </>
);
