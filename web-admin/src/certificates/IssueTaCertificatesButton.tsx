import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext, useNotify } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** TA certificates are issued for a course once staff judge it done (the role decides the type). */
export const IssueTaCertificatesButton = () => {
  const { filterValues } = useListContext();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const course = filterValues.course as string | undefined;
  const issue = async () => {
    try {
      const { issued } = await provider.issueTaCertificates(course as string);
      notify(`TA certificates issued: ${issued}.`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" disabled={!course} onClick={() => setOpen(true)}>
        Issue TA certificates
      </Button>
      <Confirm
        isOpen={open}
        title="Issue TA certificates?"
        content="Every TA on a pod of this course gets the certificate of their role."
        confirm="Issue"
        onConfirm={issue}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
