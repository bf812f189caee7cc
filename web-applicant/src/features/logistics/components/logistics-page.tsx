import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES, type UserView } from '@portal/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useApplications } from '../api/get-applications';
import { useCourseEligibility } from '../api/get-course-eligibility';
import { logisticsLockedBy } from '../logistics-lock';
import { LogisticsForm } from './logistics-form';
import { PreferencesForm } from './preferences-form';

type LogisticsPageProps = { user: UserView; onDirtyChange: (dirty: boolean) => void };

/**
 * The preferences (only with more than one current application) above the logistics form; both are
 * locked once every application's deadline has ended, or once the server says so.
 */
export const LogisticsPage = ({ user, onDirtyChange }: LogisticsPageProps) => {
  const applicationsQuery = useApplications();
  const coursesQuery = useCourseEligibility();
  const [refused, setRefused] = useState(false);
  const lock = () => setRefused(true);

  if (applicationsQuery.isPending || coursesQuery.isPending) return <Spinner label="Loading your logistics" />;
  const applications = applicationsQuery.data?.results ?? [];
  const locked = refused || logisticsLockedBy(applications, coursesQuery.data?.results ?? []);
  const ranked = applications.filter(
    ({ course_is_active, application_type }) => course_is_active && application_type !== 'mentor',
  );

  return (
    <>
      {locked && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {MESSAGES.logisticsLocked}
        </Alert>
      )}
      {ranked.length > 1 && <PreferencesForm user={user} applications={ranked} locked={locked} onLocked={lock} />}
      <LogisticsForm user={user} locked={locked} onLocked={lock} onDirtyChange={onDirtyChange} />
    </>
  );
};
