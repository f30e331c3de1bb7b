import { errorText } from '@fixline/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { claimExportApiPath, type ListSearch } from './claim-list-search.ts';

/** A file's name for today's export, as the API names it: claims-2026-12-02.csv. */
const fileName = () => `claims-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * "Export CSV": the list as filtered and sorted, every matching claim, saved as a spreadsheet file
 * (issue 44). The API needs the session's token, which a plain link cannot send, so the file is fetched
 * and handed to the browser's download. The byte order mark goes back in front (fetch's text drops it):
 * without it Excel reads UTF-8 names as another code page.
 */
export function ExportClaimsButton({ search }: { search: ListSearch }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await apiRequest<string>(claimExportApiPath(search), { headers: { Accept: 'text/csv' } });
      const url = URL.createObjectURL(new Blob([`\uFEFF${csv ?? ''}`], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName() });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      showToast(errorText(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? 'Exporting…' : 'Export CSV';
  // A phone's header has room for the title and New claim: the export is its icon there, named.
  if (useIsMobile()) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={download} disabled={busy} sx={{ width: 48, height: 48 }}>
            <DownloadIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={download} disabled={busy}>
      {label}
    </Button>
  );
}
