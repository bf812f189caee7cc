import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messageOf, staffRead } from '../staffQuery';
import type { WebhookDelivery } from '@portal/contracts';
import { useWebhookProvider } from './useWebhookProvider';

/** An endpoint's deliveries: its actions (test, enable) invalidate this key so the list is read again. */
export const webhookDeliveriesKey = (endpointId: string) => ['staff', 'webhook-deliveries', endpointId] as const;

const when = (moment: string | null) => (moment ? new Date(moment).toLocaleString() : '—');

/** An endpoint's deliveries, newest first, each with a Redeliver action (same Portal-Event-Id). */
export const WebhookDeliveries = ({ endpointId }: { endpointId: string }) => {
  const provider = useWebhookProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: rows, refetch } = useQuery({
    queryKey: webhookDeliveriesKey(endpointId),
    queryFn: () => provider.getWebhookDeliveries(endpointId),
    ...staffRead,
  });
  const redeliverOne = useMutation({
    mutationFn: (delivery: WebhookDelivery) => provider.redeliverWebhook(endpointId, delivery.id),
    onSuccess: () => {
      notify('Delivery queued again.', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(endpointId) });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  const redeliver = (delivery: WebhookDelivery) => redeliverOne.mutate(delivery);

  return (
    <section aria-labelledby="deliveries-heading">
      <Typography id="deliveries-heading" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Deliveries
      </Typography>
      <Button size="small" onClick={() => void refetch()}>
        Refresh deliveries
      </Button>
      {rows && rows.length === 0 && <Typography>No deliveries yet.</Typography>}
      {rows && rows.length > 0 && (
        <Table size="small" aria-label="Deliveries">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Attempts</TableCell>
              <TableCell>Last status code</TableCell>
              <TableCell>Next attempt</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>
                  {delivery.event_type}
                  <Typography variant="caption" component="div">
                    {delivery.event_id}
                  </Typography>
                </TableCell>
                <TableCell>{delivery.status}</TableCell>
                <TableCell>{delivery.attempts}</TableCell>
                <TableCell>{delivery.last_status_code ?? (delivery.last_error ? delivery.last_error : '—')}</TableCell>
                <TableCell>{when(delivery.next_attempt_at)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => redeliver(delivery)}
                    aria-label={`Redeliver ${delivery.event_type} ${delivery.id}`}
                  >
                    Redeliver
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
