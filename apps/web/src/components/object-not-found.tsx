import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** An object's page when the object is absent or out of reach (the API's 404): what, and the way back to its list. */
export function ObjectNotFound({ message, back, backLabel }: { message: string; back: string; backLabel: string }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={back} variant="outlined">
        {backLabel}
      </Button>
    </Box>
  );
}
