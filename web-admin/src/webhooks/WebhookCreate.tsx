import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  SimpleForm,
  TextInput,
  Title,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { refusalFieldErrors } from '../dataProvider';
import { staffRead } from '../staffQuery';
import { useWebhookProvider } from './useWebhookProvider';

const ALL_EVENTS = { id: '*', name: 'All events (*)' };
/** The creation's answer: the new endpoint and its signing secret. */
type CreatedEndpoint = { id: string; secret: string };

/**
 * Adds an endpoint. The signing secret comes back once, in the creation's answer: it is shown here
 * until the admin moves on, and never again.
 */
export const WebhookCreate = () => {
  const provider = useWebhookProvider();
  const redirect = useRedirect();
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedEndpoint | null>(null);
  // Until the names come (or if they never do), "all events" is still a choice.
  const { data: names = [] } = useQuery({
    queryKey: ['staff', 'webhook-event-types'],
    queryFn: () => provider.getWebhookEventTypes(),
    ...staffRead,
  });
  const types = [ALL_EVENTS, ...names.map((name) => ({ id: name, name }))];

  // Sent here rather than through react-admin's create, which would cache the answer (and its secret) as the record.
  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await provider.create<Record<string, unknown>, CreatedEndpoint>('webhooks', { data: values });
      setCreated(data);
    } catch (error) {
      const fields = refusalFieldErrors(error);
      if (Object.keys(fields).length) return fields;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  if (created) {
    return (
      <Box sx={{ p: 2, maxWidth: 720 }}>
        <Title title="Endpoint added" />
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the signing secret now: it is shown only this once. Your receiver verifies each delivery with it (the
          standardwebhooks libraries take it as it is).
        </Alert>
        <Typography component="p" sx={{ mb: 2 }}>
          Signing secret: <code data-testid="webhook-secret">{created.secret}</code>
        </Typography>
        <Button variant="contained" onClick={() => redirect('show', 'webhooks', created.id)}>
          I have stored the secret
        </Button>
      </Box>
    );
  }

  return (
    <Create title="Add webhook endpoint">
      <SimpleForm onSubmit={save} defaultValues={{ events: ['*'], personal_data: false, description: '' }}>
        <TextInput source="url" label="URL" validate={required()} fullWidth helperText="https://… in production" />
        <AutocompleteArrayInput source="events" label="Events" choices={types} validate={required()} fullWidth />
        <TextInput source="description" fullWidth />
        <BooleanInput
          source="personal_data"
          label="Include personal data (names, emails, answers)"
          helperText="Off: events carry ids and statuses only."
        />
      </SimpleForm>
    </Create>
  );
};
