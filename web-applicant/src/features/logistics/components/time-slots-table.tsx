import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TIME_SLOTS, TIME_SLOT_HOURS } from '@portal/contracts';

/** The five daily slots in UTC (spec 1 §3): coursework, then the project block. */
export const TimeSlotsTable = () => (
  <Table size="small" sx={{ my: 2 }}>
    <caption>Time slots, in UTC: coursework hours, then project hours</caption>
    <TableHead>
      <TableRow>
        <TableCell component="th" scope="col">
          Slot
        </TableCell>
        <TableCell component="th" scope="col">
          Coursework (UTC)
        </TableCell>
        <TableCell component="th" scope="col">
          Project (UTC)
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {TIME_SLOTS.map((slot) => {
        const { coursework, project } = TIME_SLOT_HOURS[slot];
        return (
          <TableRow key={slot}>
            <TableCell component="th" scope="row">
              {slot}
            </TableCell>
            <TableCell>
              {coursework.start}–{coursework.end}
            </TableCell>
            <TableCell>
              {project.start}–{project.end}
            </TableCell>
          </TableRow>
        );
      })}
    </TableBody>
  </Table>
);
