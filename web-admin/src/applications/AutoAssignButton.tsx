import { useState } from 'react';
import { Button, useDataProvider, useNotify, usePermissions, useRefresh } from 'react-admin';
import { useListFilterValues } from '../listFilterValues';
import type { ReviewDataProvider } from '../review/reviewApi';
import type { StaffRole } from '../auth/staffSession';

/**
 * Admins: give the filtered course's undecided applications a reviewer each, balanced over the
 * reviewers and never one from the applicant's own institution. Needs a course filter.
 */
export const AutoAssignButton = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const { course } = useListFilterValues();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (permissions !== 'admin' || typeof course !== 'string' || course === '') return null;
  const assign = async () => {
    setBusy(true);
    try {
      const { assigned } = await dataProvider.autoAssignReviewers(course, 1);
      notify(`${assigned} reviewer assignments made.`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="Assign reviewers" onClick={() => void assign()} disabled={busy} />;
};
