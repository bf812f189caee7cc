import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { useSearchParams } from 'react-router';
import { JsonView } from '../JsonView';
import type { AsOfKind, AsOfView } from '@portal/contracts';
import { useAuditPaths } from '../auditPaths';
import { AsOfForm } from './AsOfForm';
import { type AsOfRequest, useAsOf } from './useAsOf';

const KINDS: AsOfKind[] = ['application', 'user'];
const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** What the address (`?kind=&id=&at=`) asks for, so links from other pages open it directly. */
const partialRequestOf = (params: URLSearchParams): Partial<AsOfRequest> => {
  const kind = params.get('kind') as AsOfKind | null;
  return {
    kind: kind && KINDS.includes(kind) ? kind : undefined,
    id: params.get('id') ?? undefined,
    at: params.get('at') ?? undefined,
  };
};

const completeRequest = ({ kind, id, at }: Partial<AsOfRequest>): AsOfRequest | null =>
  kind && id && at ? { kind, id, at } : null;

const Folded = ({ view }: { view: AsOfView }) => {
  const stream = `${view.kind}-${view.id}`;
  const { streamPath } = useAuditPaths();
  return (
    <section aria-labelledby="as-of-result">
      <Typography id="as-of-result" component="h2" variant="h6">
        {view.kind === 'application' ? 'Application' : 'Person'} as of {dateTime(view.at)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {view.events} {view.events === 1 ? 'event' : 'events'} folded
        {view.last_event_at ? `, the last one recorded ${dateTime(view.last_event_at)}` : ''}.{' '}
        <Link to={streamPath(stream)}>Stream history</Link>
      </Typography>
      <JsonView label="State" value={view.state} />
    </section>
  );
};

/** An application or a person as the portal knew them at a chosen moment, folded from the log. */
export const AsOfPage = () => {
  const [params, setParams] = useSearchParams();
  const asked = partialRequestOf(params);
  const request = completeRequest(asked);
  const result = useAsOf(request);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="As of" />
      <Card>
        <CardContent>
          <AsOfForm key={`${asked.kind}/${asked.id}`} initial={asked} onSubmit={(next) => setParams(next)} />
          {result.state === 'loading' && <CircularProgress aria-label="Folding the log" />}
          {result.state === 'error' && <Alert severity="error">{result.message}</Alert>}
          {result.state === 'loaded' && <Folded view={result.view} />}
        </CardContent>
      </Card>
    </Box>
  );
};
