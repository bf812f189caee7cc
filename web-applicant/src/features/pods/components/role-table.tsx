import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The four TA roles of spec 2 §4, derived by the API from selected_as_lead_ta and ta_for. */
const TA_ROLES = ['Lead Regular TA', 'Lead Project TA', 'Regular TA', 'Project TA'] as const;

/** Which of the TA roles this TA holds in the course. */
export const RoleTable = ({ taRole }: { taRole: string | null }) => (
  <Table size="small" aria-label="Your role">
    <TableHead>
      <TableRow>
        <TableCell scope="col">Role</TableCell>
        <TableCell scope="col">Yours</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {TA_ROLES.map((role) => (
        <TableRow key={role} selected={role === taRole}>
          <TableCell component="th" scope="row">
            {role}
          </TableCell>
          <TableCell>{role === taRole ? 'Yes' : 'No'}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
