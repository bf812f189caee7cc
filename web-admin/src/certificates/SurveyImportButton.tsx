import { Button } from '@mui/material';
import type { CertificateListRow } from '@portal/contracts';
import { useRef } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useListFilterValues } from '../listFilterValues';
import { useOpsDataProvider } from '../matching/opsDataProvider';
import { respondentsOf } from './surveyRespondents';

/** Imports the end-of-course survey's respondents (a CSV of application ids or emails) for the course shown. */
export const SurveyImportButton = () => {
  const provider = useOpsDataProvider();
  const reader = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const { course } = useListFilterValues();

  const importFile = async (file: File) => {
    const { data: students } = await reader.getList<CertificateListRow>('certificates', {
      filter: { course },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
    });
    const { ids, unknownEmails } = respondentsOf(await file.text(), students);
    if (ids.length === 0) {
      notify('No student of this course was found in the file.', { type: 'warning' });
      return;
    }
    const { results } = await provider.importSurveyRespondents(ids);
    const marked = results.filter((result) => result.ok).length;
    const unknown = unknownEmails.length ? ` Not in this course: ${unknownEmails.join(', ')}.` : '';
    notify(`Survey marked done for ${marked} ${marked === 1 ? 'student' : 'students'}.${unknown}`, {
      type: unknown ? 'warning' : 'success',
    });
    refresh();
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Survey respondents CSV"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            importFile(file).catch((error: unknown) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
            );
        }}
      />
      <Button
        size="small"
        disabled={typeof course !== 'string' || course === ''}
        onClick={() => input.current?.click()}
      >
        Import survey respondents
      </Button>
    </>
  );
};
