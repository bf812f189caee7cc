import {
  APPLICATION_ROLES,
  type ApplicationRole,
  type StaffApplicationRow,
  type StaffDecisionKind,
  counted,
} from '@portal/contracts';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { DecisionPreview } from '@portal/contracts';
import type { ReviewDataProvider } from '../review/reviewApi';
import { DecisionOutboxDialog } from './DecisionOutboxDialog';
import { decisionsFor } from './decisions';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The decisions the selected applications' roles allow ('Make offer' for students and TAs, 'Approve'
 * for TAs and mentors, 'Reject', 'Waitlist', 'Dismiss'): each first shows the emails it will send
 * (the outbox preview), and only 'Send' records the decisions. An application the decision does not
 * fit is refused by the server and counted in the outcome.
 */
export const BulkDecisionButtons = () => {
  const { selectedIds, data } = useListContext<StaffApplicationRow>();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('applications');
  const [chosen, setChosen] = useState<{ decision: StaffDecisionKind; label: string } | null>(null);
  const [previews, setPreviews] = useState<DecisionPreview['results'] | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async (decision: StaffDecisionKind, label: string) => {
    setBusy(true);
    try {
      setChosen({ decision, label });
      setPreviews((await dataProvider.previewDecisions(selectedIds, decision)).results);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setPreviews(null);
    setChosen(null);
  };

  // Confirming twice is harmless: a decision already taken records nothing and sends no email.
  const send = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { results } = await dataProvider.decideMany(selectedIds, chosen.decision);
      const refused = results.filter((result) => !result.ok);
      const done = `${counted(results.length - refused.length, 'application')} updated.`;
      if (refused.length === 0) notify(done, { type: 'success' });
      else notify(`${done} ${refused.length} refused: ${refused[0].error?.detail}`, { type: 'warning' });
      unselectAll();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
      close();
      refresh();
    }
  };

  // Rows selected on another page are not in `data`: their roles are unknown, so every decision shows.
  const selectedRows = (data ?? []).filter((row) => selectedIds.includes(row.id));
  const roles: readonly ApplicationRole[] =
    selectedRows.length === selectedIds.length ? selectedRows.map((row) => row.role) : APPLICATION_ROLES;

  return (
    <>
      {decisionsFor(roles).map(({ decision, label }) => (
        <Button key={decision} label={label} onClick={() => void preview(decision, label)} disabled={busy} />
      ))}
      <DecisionOutboxDialog
        title={`${chosen?.label ?? ''}: ${counted(selectedIds.length, 'application')}`}
        previews={previews}
        sending={busy}
        onSend={() => void send()}
        onClose={close}
      />
    </>
  );
};
