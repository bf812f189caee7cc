import { TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { StaffDataProvider } from '../dataProvider';
import { ConfirmedDecisionButton } from './ConfirmedDecisionButton';
import { decisionsFor } from './decisions';
import { fullApplication, type ShownApplication } from './shownApplication';

/** The show page's decisions on this one application (those its role allows), each confirmed first. */
export const DecisionButtons = () => {
  const record = useRecordContext<ShownApplication>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const full = fullApplication(record);
  const name = full ? `${full.applicant.first_name} ${full.applicant.last_name}` : 'the applicant';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {decisionsFor([record.role]).map(({ decision, label, verb }) => (
        <ConfirmedDecisionButton
          key={decision}
          label={label}
          title={`${label}: ${name}`}
          content={`This will ${verb} this application and email ${name}.`}
          run={async () => {
            try {
              await dataProvider.decide(record.id, decision);
              notify('Decision recorded.', { type: 'success' });
            } catch (error) {
              notify(error instanceof Error ? error.message : String(error), { type: 'error' });
            }
            refresh();
          }}
        />
      ))}
    </TopToolbar>
  );
};
