import { Box, Stack } from '@mui/material';
import type { AuditEvent } from '@portal/contracts';
import { Link, useRecordContext } from 'react-admin';
import { JsonView } from '../JsonView';
import { asOfTargetOf, useAuditPaths } from '../auditPaths';

/** An event opened in the list: its data and metadata, and where to look further. */
export const EventPanel = () => {
  const event = useRecordContext<AuditEvent>();
  const { streamPath, asOfPath } = useAuditPaths();
  if (!event) return null;
  const target = asOfTargetOf(event.stream_id);
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <Link to={streamPath(event.stream_id)}>Stream history</Link>
        {target && <Link to={asOfPath(target.kind, target.id, event.recorded_at)}>As of this event</Link>}
      </Stack>
      <JsonView label={`Data of event ${event.global_position}`} value={event.data} />
      <JsonView label={`Metadata of event ${event.global_position}`} value={event.metadata} />
    </Box>
  );
};
