import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  DeleteButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { WebhookDeliveries } from './WebhookDeliveries';
import { useWebhookProvider } from './useWebhookProvider';

type Endpoint = { id: string; events: string[]; enabled: boolean; disabled_reason: string | null };

const EndpointActions = ({ onChanged }: { onChanged: () => void }) => {
  const record = useRecordContext<Endpoint>();
  const provider = useWebhookProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done, { type: 'success' });
      onChanged();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button variant="outlined" onClick={() => run(() => provider.testWebhook(record.id), 'Test event queued.')}>
        Send test event
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          run(
            () => provider.setWebhookEnabled(record.id, !record.enabled),
            record.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.',
          )
        }
      >
        {record.enabled ? 'Disable' : 'Enable'}
      </Button>
      <DeleteButton mutationMode="pessimistic" />
    </Stack>
  );
};

const Deliveries = ({ version }: { version: number }) => {
  const record = useRecordContext<Endpoint>();
  return record ? <WebhookDeliveries endpointId={record.id} version={version} /> : null;
};

/** One endpoint: its settings, test and enable actions, and its deliveries. */
export const WebhookShow = () => {
  const [version, setVersion] = useState(0);
  return (
    <Show title="Webhook endpoint">
      <SimpleShowLayout>
        <TextField source="url" label="URL" />
        <FunctionField
          label="Events"
          render={(endpoint: Endpoint) =>
            endpoint.events?.[0] === '*' ? 'All events' : (endpoint.events ?? []).join(', ')
          }
        />
        <TextField source="description" emptyText="—" />
        <BooleanField source="personal_data" label="Personal data" />
        <BooleanField source="enabled" label="Enabled" />
        <TextField source="disabled_reason" label="Disabled because" emptyText="—" />
        <EndpointActions onChanged={() => setVersion((n) => n + 1)} />
        <Deliveries version={version} />
      </SimpleShowLayout>
    </Show>
  );
};
