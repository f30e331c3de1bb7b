import { formatWholeNumber, type TSentMailSummary } from '@fixline/domain';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import {
  Box,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-date.ts';
import { EmptyList, ListSkeleton } from '../../components/list-placeholders.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { MailStatusChip } from './mail-status-chip.tsx';
import { SENT_MAIL_PAGE_SIZE, useSentMail } from './sent-mail-api.ts';
import { SentMailDialog } from './sent-mail-dialog.tsx';

interface MailListProps {
  mails: TSentMailSummary[];
  onRead: (mailId: string) => void;
}

/** The visible word starts the accessible name (WCAG 2.5.3); the subject and recipient tell rows apart. */
function ReadButton({ mail, onRead }: { mail: TSentMailSummary; onRead: (mailId: string) => void }) {
  return (
    <Button onClick={() => onRead(mail.id)} aria-label={`Read “${mail.subject}” to ${mail.to}`} sx={{ minHeight: 44 }}>
      Read
    </Button>
  );
}

function MailTable({ mails, onRead }: MailListProps) {
  return (
    <Table aria-label="Sent mail">
      <TableHead>
        <TableRow>
          <TableCell>Queued</TableCell>
          <TableCell>To</TableCell>
          <TableCell>Subject</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Mail</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mails.map((mail) => (
          <TableRow key={mail.id} data-testid="mail-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
            <TableCell>{mail.subject}</TableCell>
            <TableCell>
              <MailStatusChip status={mail.status} />
            </TableCell>
            <TableCell align="right">
              <ReadButton mail={mail} onRead={onRead} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone, one block per mail, so nothing scrolls sideways. */
function MailCards({ mails, onRead }: MailListProps) {
  return (
    <Stack component="ul" aria-label="Sent mail" sx={{ m: 0, p: 0 }}>
      {mails.map((mail) => (
        <Box
          component="li"
          key={mail.id}
          data-testid="mail-row"
          sx={{ listStyle: 'none', p: 2, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          <Typography sx={{ fontWeight: 600 }}>{mail.subject}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            To {mail.to}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <MailStatusChip status={mail.status} />
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {formatDateTime(mail.createdAt)}
            </Typography>
            <ReadButton mail={mail} onRead={onRead} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * /sent-mail: every mail Fixline sends, newest first, for super admins. Without an SMTP server the mail
 * is only kept here, so the demo shows what would have gone out. The page and the mail read are in the
 * address (?page=, ?mail=), so a mail can be linked to and Back closes it.
 */
export default function SentMailPage() {
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const reading = params.get('mail');
  const mails = useSentMail(page);

  const change = (name: 'page' | 'mail', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Sent mail
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Every mail Fixline sends, newest first. Without an SMTP server, mail is kept here instead of being delivered.
        </Typography>
      </Box>
      {mails.isPending && <ListSkeleton label="Loading sent mail" />}
      {mails.isError && <QueryErrorAlert query={mails} />}
      {mails.data &&
        (mails.data.total === 0 ? (
          <EmptyList Icon={MailOutlineIcon} text="No mail has been sent yet" />
        ) : (
          <TableContainer component={Card} variant="outlined">
            {mobile ? (
              <MailCards mails={mails.data.items} onRead={(id) => change('mail', id)} />
            ) : (
              <MailTable mails={mails.data.items} onRead={(id) => change('mail', id)} />
            )}
            <TablePagination
              component="div"
              count={mails.data.total}
              page={Math.min(page, Math.max(0, Math.ceil(mails.data.total / SENT_MAIL_PAGE_SIZE) - 1))}
              rowsPerPage={SENT_MAIL_PAGE_SIZE}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) =>
                `${formatWholeNumber(from)}–${formatWholeNumber(to)} of ${formatWholeNumber(count)}`
              }
              onPageChange={(_event, next) => change('page', next === 0 ? null : String(next + 1))}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          </TableContainer>
        ))}
      <SentMailDialog mailId={reading} onClose={() => change('mail', null)} />
    </Stack>
  );
}
