import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { type Person, download, erasePerson, exportPerson } from './person';

/** Export as JSON, and erase after a confirmation (it cannot be undone). */
export const PersonActions = ({ person, onErased }: { person: Person; onErased: (person: Person) => void }) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  const exportData = async () => {
    setBusy(true);
    await exportPerson(person.id)
      .then((content) => download(person.id, content))
      .catch(fail);
    setBusy(false);
  };
  const erase = async () => {
    setBusy(true);
    try {
      onErased(await erasePerson(person.id));
      notify('The personal data was erased.', { type: 'info' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={() => void exportData()} disabled={busy}>
        Export as JSON
      </Button>
      <Button
        variant="contained"
        color="error"
        onClick={() => setConfirming(true)}
        disabled={busy || !!person.erased_at}
      >
        Erase personal data
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="Erase this person's data?"
        content={`The key of ${person.first_name} ${person.last_name} is destroyed: their names, email, profile and application texts become unreadable everywhere, for good, and they can no longer sign in. The log keeps the events. This cannot be undone.`}
        confirm="Erase"
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
