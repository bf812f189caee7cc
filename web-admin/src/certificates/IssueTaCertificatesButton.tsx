import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useListFilterValues } from '../listFilterValues';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** TA certificates are issued for a course once staff judge it done (the role decides the type). */
export const IssueTaCertificatesButton = () => {
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { course } = useListFilterValues();
  const issue = async (course: string) => {
    try {
      const { issued } = await provider.issueTaCertificates(course);
      notify(`TA certificates issued: ${issued}.`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" disabled={typeof course !== 'string' || course === ''} onClick={() => setOpen(true)}>
        Issue TA certificates
      </Button>
      <Confirm
        isOpen={open}
        title="Issue TA certificates?"
        content="Every TA on a pod of this course gets the certificate of their role."
        confirm="Issue"
        onConfirm={() => {
          if (typeof course === 'string') void issue(course);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
