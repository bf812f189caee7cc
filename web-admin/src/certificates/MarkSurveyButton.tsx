import { Button } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useOpsDataProvider } from '../matching/opsDataProvider';

/** Marks one student's end-of-course survey as done by hand (docs/architecture.md §5). */
export const MarkSurveyButton = () => {
  const record = useRecordContext<{ id: string; completed_survey: boolean }>();
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.completed_survey) return null;
  const mark = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await provider.importSurveyRespondents([record.id]);
      notify('Survey marked done.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={(event) => void mark(event)}>
      Mark survey done
    </Button>
  );
};
