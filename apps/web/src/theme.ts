import { LAYOUT } from '@fixline/domain';
import { createTheme } from '@mui/material/styles';

/** The mobile layout of spec section 9, as a media query MUI's useMediaQuery and sx both understand. */
export const MOBILE_QUERY = `(max-width:${LAYOUT.mobileMaxWidth}px)`;

/** Phones get touch targets of at least 44px (docs/ui.md). */
const TOUCH_TARGET = 44;

const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The one theme of the web app (docs/ui.md): deep teal primary, amber secondary for calls to action. Both
 * pass WCAG AA with their contrast text (#00695c on white 6.6:1, black on #ffb300 11:1).
 */
export const theme = createTheme({
  spacing: 8,
  palette: {
    // WCAG AA for text (4.5:1): MUI then picks dark text on warning and info chips, where white reads at 3:1.
    contrastThreshold: 4.5,
    primary: { main: '#00695c', contrastText: '#ffffff' },
    secondary: { main: '#ffb300', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#f5f7f7' },
  },
  typography: { fontFamily: SYSTEM_FONTS, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: {
      styleOverrides: { root: { [`@media ${MOBILE_QUERY}`]: { minHeight: TOUCH_TARGET } } },
    },
    MuiIconButton: {
      styleOverrides: { root: { [`@media ${MOBILE_QUERY}`]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { [`@media ${MOBILE_QUERY}`]: { minHeight: TOUCH_TARGET + 4 } } },
    },
  },
});
