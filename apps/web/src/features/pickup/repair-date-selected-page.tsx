import { Box, Typography } from '@mui/material';
import { dayOf, RepairDateAnswered } from './repair-date-answered.tsx';

/** /repairDateSelected: the driver accepted the garage's date. */
export default function RepairDateSelectedPage() {
  return (
    <RepairDateAnswered
      title="Repair date confirmed"
      severity="success"
      said={(answered) =>
        `You accepted ${dayOf(answered)}${answered?.garage ? ` at ${answered.garage}` : ''}. Your garage has been told.`
      }
      next={
        <>
          <Typography variant="h6" component="h2">
            What happens next
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            <li>Add the date to your calendar: the mail we sent you has a calendar invitation.</li>
            <li>Bring your vehicle to the garage on that day, with its keys.</li>
            <li>The garage tells you when the repair is done.</li>
          </Box>
          <Typography>If you can no longer make it, open the link in your mail again and reject the date.</Typography>
        </>
      }
    />
  );
}
