import type { UserView } from '@portal/contracts';
import { usePreferencesRule } from '../hooks/use-preferences-rule';
import { PreferencesForm } from './preferences-form';

/** The preferences form on the Applications page (spec 1 §2), shown and locked as on Logistics. */
export const PreferencesSection = ({ user }: { user: UserView }) => {
  const { pending, locked, ranked, shown, lock } = usePreferencesRule();
  if (pending || !shown) return null;
  return <PreferencesForm user={user} applications={ranked} locked={locked} onLocked={lock} />;
};
