import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { type CustomContentProps, MaterialDesignContent } from 'notistack';
import { forwardRef, useCallback } from 'react';

const Themed = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
}));

/**
 * notistack's toast with two changes for WCAG AA (UI.md): info toasts, such as a new notification's, in
 * the theme's dark info (7.9:1 under white text, notistack's blue reads at 3.1:1); and no
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
