import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useWebhookProvider } from './useWebhookProvider';
import type { RotatedSecret } from './webhookMethods';

/**
 * Replaces an endpoint's signing secret after a confirmation; the new one is shown this once. The
 * old secret keeps signing beside it for 24 hours, time to update the receiver.
 */
export const RotateSecretButton = ({ endpointId }: { endpointId: string }) => {
  const provider = useWebhookProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState<RotatedSecret | null>(null);

  const rotate = async () => {
    try {
      setRotated(await provider.rotateWebhookSecret(endpointId));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setConfirming(false);
    }
  };
  const close = () => {
    setRotated(null);
    refresh();
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setConfirming(true)}>
        Rotate secret
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Rotate the signing secret?</DialogTitle>
        <DialogContent>
          A new secret signs every delivery from now on. The current one keeps signing beside it for 24 hours, then
          stops.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void rotate()}>
            Rotate
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={rotated !== null} onClose={close}>
        <DialogTitle>New signing secret</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Copy the new secret now: it is shown only this once. The old one signs too until{' '}
            {rotated && new Date(rotated.previous_secret_expires_at).toLocaleString()}.
          </Alert>
          <Typography component="p">
            Signing secret: <code data-testid="webhook-rotated-secret">{rotated?.secret}</code>
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            I have stored the secret
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
