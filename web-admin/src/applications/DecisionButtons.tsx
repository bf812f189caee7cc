import type { CourseView } from '@portal/contracts';
import { useState } from 'react';
import { TopToolbar, useDataProvider, useGetOne, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { StaffDataProvider } from '../dataProvider';
import { ConfirmedDecisionButton } from './ConfirmedDecisionButton';
import { decisionsFor } from './decisions';
import { OfferEndField } from './OfferEndField';
import { offerEndOf, offerEndProblem } from './offerEnd';
import { anywayLabel, overCapacityQuestion } from './overCapacity';
import { fullApplication, type ShownApplication } from './shownApplication';

/**
 * The show page's decisions on this one application (those its role allows), each confirmed first;
 * an offer's confirmation may give it a deadline of its own instead of the course's. An offer past the
 * course's capacity is asked about again, with the server's numbers, before it is made anyway.
 */
export const DecisionButtons = () => {
  const record = useRecordContext<ShownApplication>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [offerDay, setOfferDay] = useState('');
  const { data: course } = useGetOne<CourseView>('courses', { id: record?.course ?? '' }, { enabled: !!record });
  if (!record) return null;
  const full = fullApplication(record);
  const name = full ? `${full.applicant.first_name} ${full.applicant.last_name}` : 'the applicant';
  const courseDeadlines = course ? [course.deadline_accepting_offer_end_date] : null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {decisionsFor([record.role]).map(({ decision, label, verb }) => {
        const offering = decision === 'offer';
        return (
          <ConfirmedDecisionButton
            key={decision}
            label={label}
            title={`${label}: ${name}`}
            content={`This will ${verb} this application and email ${name}.`}
            blocked={offering && offerEndProblem(offerDay, new Date()) !== null}
            anywayLabel={anywayLabel(decision, false)}
            run={async (confirmed) => {
              try {
                const end = offering ? offerEndOf(offerDay) : undefined;
                await dataProvider.decide(record.id, decision, end, confirmed || undefined);
                notify('Decision recorded.', { type: 'success' });
              } catch (error) {
                // Past the course's capacity: the dialog asks, keeping the chosen day.
                const question = overCapacityQuestion(error);
                if (question) return question;
                notify(error instanceof Error ? error.message : String(error), { type: 'error' });
              }
              setOfferDay('');
              refresh();
              return null;
            }}
          >
            {offering && <OfferEndField value={offerDay} onChange={setOfferDay} courseDeadlines={courseDeadlines} />}
          </ConfirmedDecisionButton>
        );
      })}
    </TopToolbar>
  );
};
