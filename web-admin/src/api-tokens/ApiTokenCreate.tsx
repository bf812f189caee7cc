import { API_TOKEN_SCOPES } from '@portal/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  SimpleForm,
  TextInput,
  Title,
  required,
  useDataProvider,
  useNotify,
  useRedirect,
} from 'react-admin';
import { refusalFieldErrors } from '../dataProvider';

type CreatedToken = { id: string; name: string; token: string };
const SCOPES = API_TOKEN_SCOPES.map((scope) => ({ id: scope, name: scope }));
const inNinetyDays = () => new Date(Date.now() + 90 * 24 * 60 * 60 * 1000);

/**
 * Creates a token. Its secret comes back once, in the creation's answer: shown here, with a copy
 * button, until the admin moves on, and never again.
 */
export const ApiTokenCreate = () => {
  const provider = useDataProvider();
  const redirect = useRedirect();
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedToken | null>(null);

  // Sent here rather than through react-admin's create, which would cache the answer (and its secret) as the record.
  const save = async (values: Record<string, unknown>) => {
    const expires = values.expires_at instanceof Date ? values.expires_at : new Date(String(values.expires_at));
    const data = { ...values, expires_at: Number.isNaN(expires.getTime()) ? values.expires_at : expires.toISOString() };
    try {
      const { data: token } = await provider.create<Record<string, unknown>, CreatedToken>('api-tokens', { data });
      setCreated(token);
    } catch (error) {
      const fields = refusalFieldErrors(error);
      if (Object.keys(fields).length) return fields;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  if (created) {
    const copy = () =>
      navigator.clipboard.writeText(created.token).then(
        () => notify('Token copied.'),
        () => notify('Copying failed: select the token and copy it by hand.', { type: 'warning' }),
      );
    return (
      <Box sx={{ p: 2, maxWidth: 720 }}>
        <Title title="Token created" />
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the token now: it is shown only this once. Tools send it as the header Authorization: Bearer
          &lt;token&gt;.
        </Alert>
        <Typography component="p" sx={{ mb: 2, wordBreak: 'break-all' }}>
          Token "{created.name}": <code data-testid="api-token-secret">{created.token}</code>
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => void copy()}>
            Copy token
          </Button>
          <Button variant="contained" onClick={() => redirect('list', 'api-tokens')}>
            I have stored the token
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Create title="Create API token">
      <SimpleForm onSubmit={save} defaultValues={{ scopes: ['feed:read'], expires_at: inNinetyDays() }}>
        <TextInput source="name" validate={required()} fullWidth helperText="Shown in history as the actor" />
        <CheckboxGroupInput source="scopes" choices={SCOPES} validate={required()} row={false} />
        <DateTimeInput source="expires_at" label="Expires" validate={required()} />
      </SimpleForm>
    </Create>
  );
};
