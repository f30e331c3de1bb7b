import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { type CustomContentProps, MaterialDesignContent } from 'notistack';
import { forwardRef, useCallback } from 'react';

/** A toast's background and the text colour the theme picks for it, at 4.5:1 or more (contrastThreshold). */
const Themed = styled(MaterialDesignContent)(({ theme }) => {
  const { palette } = theme;
  const colours = (background: string) => ({ backgroundColor: background, color: palette.getContrastText(background) });
  return {
    '&.notistack-MuiContent-success': colours(palette.success.main),
    '&.notistack-MuiContent-error': colours(palette.error.main),
    '&.notistack-MuiContent-warning': colours(palette.warning.main),
    '&.notistack-MuiContent-info': colours(palette.info.dark),
  };
});

/**
 * notistack's toast with two changes for WCAG AA (docs/ui.md): the theme's colours instead of notistack's own
 * green (3.3:1 under white text), amber (2.1:1) and blue (3.1:1) — success 5.1:1, error 5.0:1, warning
 * 6.7:1 under dark text, and info, such as a new notification's, in the theme's dark info (7.4:1); and no
 * aria-describedby, which notistack points at one fixed id that several toasts at once (up to five,
 * spec 9) duplicate. role="alert" reads the message all the same.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(props, ref) {
  const undescribed = useCallback((node: HTMLDivElement | null) => {
    node?.removeAttribute('aria-describedby');
  }, []);
  return <Themed ref={useForkRef(ref, undescribed)} {...props} />;
});

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
