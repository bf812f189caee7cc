import { Typography } from '@mui/material';
import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';

const EmailTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Email: ${record.subject}` : 'Email'}</>;
};

/** The email as the recipient reads it, drafted again from its event with the worker's templates. */
const EmailText = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Labeled label="Text">
      <Typography
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
      >
        {record.text || 'This email could not be drafted again (its event or person is gone).'}
      </Typography>
    </Labeled>
  );
};

/** One email of the outbox (admins only). */
export const OutboxShow = () => (
  <Show title={<EmailTitle />} actions={false}>
    <SimpleShowLayout>
      <TextField source="to" label="To" />
      <TextField source="subject" />
      <TextField source="status" />
      <DateField source="queued_at" label="Queued" showTime />
      <DateField source="sent_at" label="Sent" showTime emptyText="—" />
      <TextField source="last_error" label="Last error" emptyText="—" />
      <EmailText />
    </SimpleShowLayout>
  </Show>
);
