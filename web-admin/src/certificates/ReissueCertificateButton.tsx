import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** Works the certificate out and renders it again (after a correction in attendance, marks or names). */
export const ReissueCertificateButton = () => {
  const record = useRecordContext<{ id: string }>();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  if (!record) return null;
  const reissue = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await provider.reissueCertificate(record.id);
      notify('Reissue requested: the certificate is being worked out again.', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={(event) => void reissue(event)}>
      Reissue
    </Button>
  );
};
