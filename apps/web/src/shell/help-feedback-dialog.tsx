import { LAYOUT, UI_MESSAGES, ZFeedbackRequest } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../api/client.ts';
import { FormTextField } from '../components/form-text-field.tsx';
import { HELP_FEEDBACK_LABEL } from './account-actions.tsx';
import { browserData } from './browser-data.ts';
import { showToast } from './toasts.ts';

/** The fields the person fills in; url and browser data are added when sending. */
const ZFeedbackForm = ZFeedbackRequest.pick({ email: true, feedback: true });
type FeedbackFormInput = { email: string; feedback: string };

interface HelpFeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  defaultEmail: string;
}

/**
 * Help & Feedback (spec sections 2, 5 and 8): validated on blur; a failed send is only logged and the
 * dialog stays open, so nothing the person wrote is lost.
 */
export function HelpFeedbackDialog({ open, onClose, defaultEmail }: HelpFeedbackDialogProps) {
  const form = useForm<FeedbackFormInput>({
    mode: 'onBlur',
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: { email: defaultEmail, feedback: '' },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // Each opening starts from the signed-in user's email and an empty message.
  useEffect(() => {
    if (open) reset({ email: defaultEmail, feedback: '' });
  }, [open, defaultEmail, reset]);

  const send = handleSubmit(async ({ email, feedback }) => {
    try {
      await apiRequest('/api/feedback', {
        method: 'POST',
        body: { email, feedback, url: window.location.href, browserData: browserData() },
      });
      showToast(UI_MESSAGES.feedbackThanks, { variant: 'success' });
      onClose();
    } catch (error) {
      console.error('Sending feedback failed', error);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="help-feedback-title">
      <form onSubmit={send} noValidate>
        <DialogTitle id="help-feedback-title">{HELP_FEEDBACK_LABEL}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
            <FormTextField form={form} name="feedback" label="Message" multiline rows={LAYOUT.feedbackRows} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="secondary" disabled={isSubmitting}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
