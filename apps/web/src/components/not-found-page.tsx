import { ERROR_MESSAGES } from '@fixline/domain';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Any address the app has no page for, including routes whose pages arrive with later issues. */
export function NotFoundPage() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {ERROR_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        There is no page at this address.
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        Go to the start page
      </Button>
    </Box>
  );
}
