import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useIsMobile } from '../shell/use-is-mobile.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or explanation above any fields. */
  text?: string;
  confirmLabel: string;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  busy?: boolean;
  color?: ButtonProps['color'];
  /** Form fields the confirmation needs (a cost, a status, a comment). */
  children?: ReactNode;
}

/**
 * Asks before an action takes effect; with children it is the action's small form. Cancel is the default
 * button so Enter on an accidental opening does nothing harmful; the confirm button submits the form.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  color = 'primary',
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const mobile = useIsMobile();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(event);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile && children !== undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText id={`${id}-text`}>{text}</DialogContentText>}
          {children && <Stack sx={{ pt: 2 }}>{children}</Stack>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={color} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
