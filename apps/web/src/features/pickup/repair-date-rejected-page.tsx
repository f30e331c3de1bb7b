import { Box, Typography } from '@mui/material';
import { dayOf, RepairDateAnswered } from './repair-date-answered.tsx';

/** /repairDateRejected: the driver said no to the garage's date. */
export default function RepairDateRejectedPage() {
  return (
    <RepairDateAnswered
      title="Repair date declined"
      severity="info"
      said={(answered) => `You rejected ${dayOf(answered)}. Your garage has been told.`}
      next={
        <>
          <Typography variant="h6" component="h2">
            What happens next
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            <li>Your garage looks at the days you said suit you and offers you another date.</li>
            <li>We send you a mail with the new date to accept.</li>
          </Box>
          <Typography>
            To change the days that suit you, open the link in your mail again and send your availability.
          </Typography>
        </>
      }
    />
  );
}
