import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { formatNumericDate, formatReceiptAmount } from '@/lib/format';
import { useReceipts } from '../api/get-receipts';

/** The account's payment receipts: Date, Amount (with spec 1's '$' suffix), Link; newest first. */
export const ReceiptsTable = () => {
  const receiptsQuery = useReceipts();

  if (receiptsQuery.isPending) return <Spinner label="Loading your receipts" />;
  if (receiptsQuery.isError) return <Alert severity="error">Your receipts could not be loaded.</Alert>;
  if (receiptsQuery.data.length === 0) return <Typography>No receipts</Typography>;
  return (
    <Table size="small" aria-label="Receipts">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Amount</TableCell>
          <TableCell>Link</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {receiptsQuery.data.map((receipt, index) => (
          <TableRow key={`${receipt.created}-${index}`}>
            <TableCell>{formatNumericDate(receipt.created)}</TableCell>
            <TableCell>{formatReceiptAmount(receipt.amount)}</TableCell>
            <TableCell>
              {receipt.receipt_url && (
                <Link href={receipt.receipt_url} target="_blank" rel="noopener noreferrer">
                  Receipt (opens in a new tab)
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
