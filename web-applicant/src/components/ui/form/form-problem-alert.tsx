import Alert from '@mui/material/Alert';

/**
 * The server's reason for refusing a form, at the top of the form (issue 19): the snackbar keeps the
 * spec's words, and this says what exactly went wrong. Announced as it appears.
 */
export const FormProblemAlert = ({ problem }: { problem: string | null }) =>
  problem ? (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {problem}
    </Alert>
  ) : null;
