import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { WebhookDelivery } from './webhookMethods';
import { useWebhookProvider } from './useWebhookProvider';

const when = (moment: string | null) => (moment ? new Date(moment).toLocaleString() : '—');

/** An endpoint's deliveries, newest first, each with a Redeliver action (same Portal-Event-Id). */
export const WebhookDeliveries = ({ endpointId, version }: { endpointId: string; version: number }) => {
  const provider = useWebhookProvider();
  const notify = useNotify();
  const [rows, setRows] = useState<WebhookDelivery[] | null>(null);

  const load = useCallback(() => provider.getWebhookDeliveries(endpointId).then(setRows), [provider, endpointId]);
  useEffect(() => {
    load();
  }, [load, version]);

  const redeliver = async (delivery: WebhookDelivery) => {
    try {
      await provider.redeliverWebhook(endpointId, delivery.id);
      notify('Delivery queued again.', { type: 'success' });
      await load();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <section aria-labelledby="deliveries-heading">
      <Typography id="deliveries-heading" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Deliveries
      </Typography>
      <Button size="small" onClick={() => load()}>
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
