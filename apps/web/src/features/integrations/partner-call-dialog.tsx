import { PARTNER_CALL_MESSAGES, type TPartnerCallDelivery } from '@fixline/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { callActionLabel } from './partner-call-words.ts';

/** One message as it went or came, indented, in a box of its own that scrolls rather than the page. */
function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {value === null ? (
        <Typography color="text.secondary">{PARTNER_CALL_MESSAGES.noAnswer}</Typography>
      ) : (
        <Box
          component="pre"
          // Focusable, so a keyboard scrolls a long message; named by its heading's word.
          tabIndex={0}
          aria-label={title}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            overflow: 'auto',
            maxHeight: '40vh',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}

/** What a call sent and what came back, pretty-printed: what a super admin reads before retrying it. */
export function PartnerCallDialog({ call, onClose }: { call: TPartnerCallDelivery | null; onClose: () => void }) {
  const mobile = useIsMobile();
  return (
    <Dialog open={call !== null} onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md">
      {call && (
        <>
          <DialogTitle>{PARTNER_CALL_MESSAGES.detailsTitle(callActionLabel(call), call.claim.reference)}</DialogTitle>
          <DialogContent>
            {call.lastError && (
              <Typography color={call.status === 'failed' ? 'error' : 'text.secondary'}>{call.lastError}</Typography>
            )}
            <JsonBlock title={PARTNER_CALL_MESSAGES.request} value={call.request} />
            <JsonBlock title={PARTNER_CALL_MESSAGES.answer} value={call.answer} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {PARTNER_CALL_MESSAGES.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
