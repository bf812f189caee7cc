import { FINANCIAL_TEXT_LABELS } from '@portal/contracts';
import { useRecordContext } from 'react-admin';
import { useApplicationHistory } from '../useApplicationHistory';
import { AnswerList } from './AnswerList';

/**
 * The student's latest funding and hardship explanations. The server sends them to admins only
 * (in the application's history), so a reviewer's page has none and this shows nothing.
 */
export const FinancialAnswers = () => {
  const record = useRecordContext();
  const history = useApplicationHistory(record?.id ?? '', record?.modified);
  if (history.state !== 'loaded') return null;
  const items = Object.entries(FINANCIAL_TEXT_LABELS).flatMap(([type, label]) => {
    const latest = history.events.filter((event) => event.type === type).at(-1);
    const text = latest?.fields.find((field) => field.label === label)?.value;
    return text ? [{ key: type, label, value: text }] : [];
  });
  return items.length > 0 ? <AnswerList title="Funding and hardship (admins only)" items={items} /> : null;
};
