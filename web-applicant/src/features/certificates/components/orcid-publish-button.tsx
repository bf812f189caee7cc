import Button from '@mui/material/Button';
import { MESSAGES } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { usePublishToOrcid, useRemoveFromOrcid } from '../api/orcid-education';

type OrcidPublishButtonProps = {
  certificateId: string;
  recordId: string | null;
  /** The id of the note saying what to do first (connect ORCID); null once the button can act. */
  waitingFor: string | null;
};

/**
 * 'Publish to ORCID' adds the certificate to the person's ORCID record as an education entry;
 * 'Remove' takes it off. Both need ORCID linked, so they are disabled and described by `waitingFor`
 * until it is; the server's other refusals (ORCID down, access revoked) are shown as they are.
 */
export const OrcidPublishButton = ({ certificateId, recordId, waitingFor }: OrcidPublishButtonProps) => {
  const publish = usePublishToOrcid();
  const remove = useRemoveFromOrcid();
  const notify = useNotifications();
  const failed = (error: Error) => notify({ message: error.message || MESSAGES.anErrorAppeared, severity: 'error' });
  const busy = publish.isPending || remove.isPending;
  const waiting = { disabled: busy || waitingFor !== null, 'aria-describedby': waitingFor ?? undefined };

  return recordId ? (
    <Button
      variant="outlined"
      size="small"
      {...waiting}
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
      {...waiting}
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
