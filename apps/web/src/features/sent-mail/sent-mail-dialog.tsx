import { MAIL_TRANSPORT_LABELS, type TSentMail } from '@fixline/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Tab,
  Tabs,
} from '@mui/material';
import { useId, useState } from 'react';
import { type Detail, DetailList } from '../../components/detail-list.tsx';
import { formatDateTime } from '../../components/format-date.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { MailStatusChip } from './mail-status-chip.tsx';
import { useSentMailItem } from './sent-mail-api.ts';

type Part = 'html' | 'text';

function mailDetails(mail: TSentMail): Detail[] {
  const attempts = mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`;
  return [
    { term: 'To', value: mail.to },
    {
      term: 'Delivery',
      value: (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
          <MailStatusChip status={mail.status} />
          <span>
            {mail.transport ? `${MAIL_TRANSPORT_LABELS[mail.transport]}, ` : ''}
            {attempts}
          </span>
        </Stack>
      ),
    },
    ...(mail.lastError ? [{ term: 'Last error', value: mail.lastError }] : []),
    { term: 'Queued', value: formatDateTime(mail.createdAt) },
    { term: 'Sent', value: mail.sentAt ? formatDateTime(mail.sentAt) : null },
  ];
}

/**
 * Both parts of one mail. The HTML part is never put into this page: it is shown in a sandboxed frame
 * from its own signed address, under a policy with no script (the server's mail-preview.ts).
 */
function MailParts({ mail }: { mail: TSentMail }) {
  const [part, setPart] = useState<Part>('html');
  const tabsId = useId();
  return (
    <Box>
      <Tabs value={part} onChange={(_event, next: Part) => setPart(next)} aria-label="Part of the mail">
        <Tab value="html" label="HTML" id={`${tabsId}-html`} aria-controls={`${tabsId}-panel`} />
        <Tab value="text" label="Plain text" id={`${tabsId}-text`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${part}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1, overflow: 'hidden' }}
      >
        {part === 'html' ? (
          <Box
            component="iframe"
            // No allow-* at all: no script, no forms, a unique origin, no navigation of this page.
            sandbox=""
            referrerPolicy="no-referrer"
            src={mail.htmlUrl}
            title={`The mail “${mail.subject}” as HTML`}
            sx={{ display: 'block', width: '100%', height: 440, border: 0, bgcolor: '#fff' }}
          />
        ) : (
          <Box
            component="pre"
            tabIndex={0}
            aria-label={`The mail “${mail.subject}” as plain text`}
            sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
          >
            {mail.text}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** One mail, full screen on a phone. */
export function SentMailDialog({ mailId, onClose }: { mailId: string | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const mail = useSentMailItem(mailId);
  const titleId = useId();
  return (
    <Dialog
      open={mailId !== null}
      onClose={onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {mail.data?.subject ?? 'Mail'}
      </DialogTitle>
      <DialogContent dividers>
        {mail.isPending && (
          <Box role="progressbar" aria-label="Loading the mail" aria-busy="true">
            <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={320} />
          </Box>
        )}
        {mail.isError && <QueryErrorAlert query={mail} />}
        {mail.data && (
          <Stack spacing={3}>
            <DetailList details={mailDetails(mail.data)} />
            <MailParts mail={mail.data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
