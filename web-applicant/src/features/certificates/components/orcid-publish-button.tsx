import Button from '@mui/material/Button';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { usePublishToOrcid, useRemoveFromOrcid } from '../api/orcid-education';

type OrcidPublishButtonProps = { certificateId: string; recordId: string | null };

/**
 * 'Publish to ORCID' adds the certificate to the person's ORCID record as an education entry;
 * 'Remove' takes it off. The server's refusal (ORCID not connected, ORCID down) is shown as it is.
 */
export const OrcidPublishButton = ({ certificateId, recordId }: OrcidPublishButtonProps) => {
  const publish = usePublishToOrcid();
  const remove = useRemoveFromOrcid();
  const notify = useNotifications();
  const failed = (error: Error) => notify({ message: error.message || MESSAGES.anErrorAppeared, severity: 'error' });
  const busy = publish.isPending || remove.isPending;

  return recordId ? (
    <Button
      variant="outlined"
      size="small"
      disabled={busy}
      onClick={() =>
        remove.mutate(recordId, {
          onSuccess: () => notify({ message: MESSAGES.removedFromOrcid, severity: 'success' }),
          onError: failed,
        })
      }
    >
      Remove
    </Button>
  ) : (
    <Button
      variant="outlined"
      size="small"
      disabled={busy}
      onClick={() =>
        publish.mutate(certificateId, {
          onSuccess: () => notify({ message: MESSAGES.publishedToOrcid, severity: 'success' }),
          onError: failed,
        })
      }
    >
      Publish to ORCID
    </Button>
  );
};
