import { ERROR_MESSAGES } from '@fixline/domain';
import BlockIcon from '@mui/icons-material/Block';
import { Box, Typography } from '@mui/material';

/** Spec section 8: a signed-in user lacking a route's privileges sees 'Not permitted'. */
export function NotPermittedPage() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <BlockIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {ERROR_MESSAGES.notPermitted}
      </Typography>
    </Box>
  );
}
