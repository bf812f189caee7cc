import { counted } from '@portal/contracts';
import DownloadIcon from '@mui/icons-material/GetApp';
import type { StaffApplicationRow } from '@portal/contracts';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { staffToken } from '../auth/staffSession';
import { useListFilterValues } from '../listFilterValues';

/**
 * Downloads every application the current filter matches, in the list's order, as the server
 * writes it: react-admin's own exporter would stop at its fetch limit.
 */
export const ExportCsvButton = () => {
  const { sort, total } = useListContext<StaffApplicationRow>();
  const filterValues = useListFilterValues();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const params = new URLSearchParams({
        filter: JSON.stringify(filterValues),
        sort: JSON.stringify([sort.field, sort.order]),
      });
      const response = await fetch(`/api/admin/applications/export?${params}`, {
        headers: { Authorization: `Token ${staffToken() ?? ''}` },
      });
      if (!response.ok) throw new Error(`The export failed (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = 'applications.csv';
      anchor.click();
      URL.revokeObjectURL(url);
      // A download may land silently in a folder: the page says it happened.
      notify(
        `Exported ${total === undefined ? 'the applications' : counted(total, 'application')} to applications.csv.`,
        {
          type: 'success',
        },
      );
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Export CSV" onClick={() => void download()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
