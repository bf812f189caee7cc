import { useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { StaffDataProvider } from '../dataProvider';
import { ConfirmedDecisionButton } from './ConfirmedDecisionButton';
import { DECISIONS } from './decisions';

/** 'Make offer', 'Reject', 'Waitlist', 'Dismiss' on the selected applications, each confirmed first. */
export const BulkDecisionButtons = () => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');

  return DECISIONS.map(({ decision, label, verb }) => (
    <ConfirmedDecisionButton
      key={decision}
      label={label}
      title={`${label}: ${selectedIds.length} applications`}
      content={`This will ${verb} ${selectedIds.length} applications and email each applicant.`}
      run={async () => {
        try {
          const { results } = await dataProvider.decideMany(selectedIds, decision);
          const refused = results.filter((result) => !result.ok);
          const done = `${results.length - refused.length} applications updated.`;
          if (refused.length === 0) notify(done, { type: 'success' });
          else notify(`${done} ${refused.length} refused: ${refused[0].error?.detail}`, { type: 'warning' });
          unselectAll();
        } catch (error) {
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        }
        refresh();
      }}
    />
  ));
};
