import Alert from '@mui/material/Alert';
import { MESSAGES, type UserView } from '@portal/contracts';
import { Spinner } from '@/components/ui/spinner';
import { usePreferencesRule } from '../hooks/use-preferences-rule';
import { LogisticsForm } from './logistics-form';
import { PreferencesForm } from './preferences-form';

type LogisticsPageProps = { user: UserView; onDirtyChange: (dirty: boolean) => void };

/** The preferences above the logistics form; both are locked by the same rule (`usePreferencesRule`). */
export const LogisticsPage = ({ user, onDirtyChange }: LogisticsPageProps) => {
  const { pending, locked, ranked, shown, lock } = usePreferencesRule();

  if (pending) return <Spinner label="Loading your logistics" />;
  return (
    <>
      {locked && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {MESSAGES.logisticsLocked}
        </Alert>
      )}
      {shown && <PreferencesForm user={user} applications={ranked} locked={locked} onLocked={lock} />}
      <LogisticsForm user={user} locked={locked} onLocked={lock} onDirtyChange={onDirtyChange} />
    </>
  );
};
