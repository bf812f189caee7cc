import {
  APPLICATION_ROLES,
  type ApplicationRole,
  type CourseView,
  type StaffApplicationRow,
  type StaffDecisionKind,
  counted,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import {
  Button,
  useDataProvider,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { DecisionPreview } from '@portal/contracts';
import type { ReviewDataProvider } from '../review/reviewApi';
import { DecisionOutboxDialog } from './DecisionOutboxDialog';
import { decisionsFor } from './decisions';
import { OfferEndField } from './OfferEndField';
import { offerEndOf, offerEndProblem } from './offerEnd';
import { anywayLabel, overCapacityQuestion } from './overCapacity';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The decisions the selected applications' roles allow ('Make offer' for students and TAs, 'Approve'
 * for TAs and mentors, 'Reject', 'Waitlist', 'Dismiss'): each first shows the emails it will send
 * (the outbox preview), and only 'Send' records the decisions. An application the decision does not
 * fit is refused by the server and counted in the outcome. An offer may be given its own deadline in
 * the outbox, which previews the emails again with it. Offers that together would pass a course's
 * capacity are refused as a whole by the server: the outbox then shows its sentence and sends them anyway
 * only on a second click.
 */
export const BulkDecisionButtons = () => {
  const { selectedIds, data } = useListContext<StaffApplicationRow>();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');
  const [chosen, setChosen] = useState<{ decision: StaffDecisionKind; label: string } | null>(null);
  const [previews, setPreviews] = useState<DecisionPreview['results'] | null>(null);
  const [offerDay, setOfferDay] = useState('');
  const [busy, setBusy] = useState(false);
  // The server's capacity question, once asked: Send then makes the offers anyway.
  const [question, setQuestion] = useState<string | null>(null);
  // Each preview's turn: an answer that a newer preview (another day chosen) overtook is dropped.
  const turn = useRef(0);

  // Rows selected on another page are not in `data`: their roles and courses are unknown.
  const selectedRows = (data ?? []).filter((row) => selectedIds.includes(row.id));
  const allKnown = selectedRows.length === selectedIds.length;
  const roles: readonly ApplicationRole[] = allKnown ? selectedRows.map((row) => row.role) : APPLICATION_ROLES;
  const offering = chosen?.decision === 'offer';
  const courseIds = [...new Set(selectedRows.map((row) => row.course))];
  const { data: courses } = useGetMany<CourseView>(
    'courses',
    { ids: courseIds },
    { enabled: offering && allKnown && courseIds.length > 0 },
  );
  const courseDeadlines =
    allKnown && courses ? courses.map((course) => course.deadline_accepting_offer_end_date) : null;
  const offerEnd = (decision: StaffDecisionKind, day: string) => (decision === 'offer' ? offerEndOf(day) : undefined);

  const preview = async (decision: StaffDecisionKind, label: string, day: string) => {
    const mine = ++turn.current;
    setBusy(true);
    try {
      setChosen({ decision, label });
      const { results } = await dataProvider.previewDecisions(selectedIds, decision, offerEnd(decision, day));
      if (mine === turn.current) setPreviews(results);
    } catch (error) {
      if (mine === turn.current) notify(messageOf(error), { type: 'error' });
    } finally {
      if (mine === turn.current) setBusy(false);
    }
  };

  // A day the offer cannot end on is refused in the field; the outbox keeps its last emails and waits.
  const chooseDay = (day: string) => {
    setOfferDay(day);
    if (chosen && offerEndProblem(day, new Date()) === null) void preview(chosen.decision, chosen.label, day);
  };

  const close = () => {
    turn.current++;
    setPreviews(null);
    setChosen(null);
    setOfferDay('');
    setQuestion(null);
  };

  // Confirming twice is harmless: a decision already taken records nothing and sends no email.
  const send = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const end = offerEnd(chosen.decision, offerDay);
      const confirmed = question !== null || undefined;
      const { results } = await dataProvider.decideMany(selectedIds, chosen.decision, end, confirmed);
      const refused = results.filter((result) => !result.ok);
      const done = `${counted(results.length - refused.length, 'application')} updated.`;
      if (refused.length === 0) notify(done, { type: 'success' });
      else notify(`${done} ${refused.length} refused: ${refused[0].error?.detail}`, { type: 'warning' });
      unselectAll();
    } catch (error) {
      // Past a course's capacity nothing was decided: the outbox stays open and asks.
      const asked = overCapacityQuestion(error);
      if (asked) {
        setQuestion(asked);
        setBusy(false);
        return;
      }
      notify(messageOf(error), { type: 'error' });
    }
    setBusy(false);
    close();
    refresh();
  };

  return (
    <>
      {decisionsFor(roles).map(({ decision, label }) => (
        <Button key={decision} label={label} onClick={() => void preview(decision, label, '')} disabled={busy} />
      ))}
      <DecisionOutboxDialog
        title={`${chosen?.label ?? ''}: ${counted(selectedIds.length, 'application')}`}
        previews={previews}
        sending={busy}
        blocked={offering && offerEndProblem(offerDay, new Date()) !== null}
        onSend={() => void send()}
        onClose={close}
        question={question}
        sendAnywayLabel={chosen ? anywayLabel(chosen.decision, true) : undefined}
      >
        {offering && <OfferEndField value={offerDay} onChange={chooseDay} courseDeadlines={courseDeadlines} />}
      </DecisionOutboxDialog>
    </>
  );
};
