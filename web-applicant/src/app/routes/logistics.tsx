import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { Spinner } from '@/components/ui/spinner';
import { LogisticsPage } from '@/features/logistics/components/logistics-page';
import { useUser } from '@/lib/auth/get-user';

export const LogisticsRoute = () => {
  const user = useUser().data;
  const [dirty, setDirty] = useState(false);

  if (!user) return <Spinner label="Loading your account" />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Logistics
      </Typography>
      <LogisticsPage user={user} onDirtyChange={setDirty} />
      <UnsavedChangesGuard when={dirty} />
    </>
  );
};
