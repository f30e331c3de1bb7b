import { COMPANY_NAME, LAYOUT } from '@fixline/domain';
import { Box, Typography } from '@mui/material';
import { grey } from '@mui/material/colors';

/** Spec sections 1 and 9: a grey bar 56px high, stacking order 5, with the year and the company. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        height: LAYOUT.footerHeight,
        zIndex: LAYOUT.footerZIndex,
        position: 'relative',
        bgcolor: grey[300],
        color: 'text.primary',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      <Typography variant="body2">{`© ${new Date().getFullYear()} ${COMPANY_NAME}`}</Typography>
    </Box>
  );
}
