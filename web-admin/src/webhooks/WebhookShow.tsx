import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanField,
  DateField,
  DeleteButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { RotateSecretButton } from './RotateSecretButton';
import { WebhookDeliveries, webhookDeliveriesKey } from './WebhookDeliveries';
import { useWebhookProvider } from './useWebhookProvider';

type Endpoint = { id: string; events: string[]; enabled: boolean; disabled_reason: string | null };

const EndpointActions = () => {
  const record = useRecordContext<Endpoint>();
  const provider = useWebhookProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  if (!record) return null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done, { type: 'success' });
      // The endpoint through react-admin's refresh, its deliveries through their own query.
      void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(record.id) });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <Button variant="outlined" onClick={() => void run(() => provider.testWebhook(record.id), 'Test event queued.')}>
        Send test event
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          void run(
            () => provider.setWebhookEnabled(record.id, !record.enabled),
            record.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.',
          )
        }
      >
        {record.enabled ? 'Disable' : 'Enable'}
      </Button>
      <RotateSecretButton endpointId={record.id} />
      <DeleteButton mutationMode="pessimistic" />
    </Stack>
  );
};

const Deliveries = () => {
  const record = useRecordContext<Endpoint>();
  return record ? <WebhookDeliveries endpointId={record.id} /> : null;
};

/** One endpoint: its settings, test and enable actions, and its deliveries. */
export const WebhookShow = () => {
  return (
    <Show title="Webhook endpoint">
      <SimpleShowLayout>
        <TextField source="url" label="URL" />
        <FunctionField
          label="Events"
          render={(endpoint: Endpoint) => (endpoint.events[0] === '*' ? 'All events' : endpoint.events.join(', '))}
        />
        <TextField source="description" emptyText="—" />
        <BooleanField source="personal_data" label="Personal data" />
        <BooleanField source="enabled" label="Enabled" />
        <TextField source="disabled_reason" label="Disabled because" emptyText="—" />
        <DateField source="previous_secret_expires_at" label="Previous secret signs until" showTime emptyText="—" />
        <EndpointActions />
        <Deliveries />
      </SimpleShowLayout>
    </Show>
  );
};
