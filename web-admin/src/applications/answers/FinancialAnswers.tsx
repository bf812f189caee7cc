import { useRecordContext } from 'react-admin';
import { useApplicationHistory } from '../useApplicationHistory';
import { AnswerList } from './AnswerList';

const STEPS: Array<{ type: string; label: string; field: string }> = [
  { type: 'FundingAnswered', label: 'Funding explanation', field: 'explanation' },
  { type: 'HardshipAnswered', label: 'Hardship explanation', field: 'explanation' },
  { type: 'FeeWaived', label: 'Reason for the waiver', field: 'reason' },
];

/**
 * The student's latest funding and hardship explanations. The server sends them to admins only
 * (in the application's history), so a reviewer's page has none and this shows nothing.
 */
export const FinancialAnswers = () => {
  const record = useRecordContext();
  const history = useApplicationHistory(record?.id ?? '', record?.modified);
  if (history.state !== 'loaded') return null;
  const items = STEPS.flatMap(({ type, label, field }) => {
    const latest = history.events.filter((event) => event.type === type).at(-1);
    const text = latest?.data[field];
    return typeof text === 'string' && text !== '' ? [{ key: type, label, value: text }] : [];
  });
  return items.length > 0 ? <AnswerList title="Funding and hardship (admins only)" items={items} /> : null;
};
