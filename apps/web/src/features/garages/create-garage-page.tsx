import { isPermitted } from '@fixline/domain';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/auth-context.ts';
import { GarageImport } from './garage-import.tsx';
import { SingleGarageForm } from './single-garage-form.tsx';

/** /createGarage: one garage (CreateSingleGarage), and many from a CSV file (CreateGarages). */
export default function CreateGaragePage() {
  const { user } = useAuth();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Create garage
      </Typography>
      {isPermitted(user, { privileges: ['CreateSingleGarage'] }) && (
        <Card variant="outlined" component="section" aria-labelledby="one-garage">
          <CardContent>
            <Typography id="one-garage" variant="h6" component="h2" gutterBottom>
              One garage
            </Typography>
            <SingleGarageForm />
          </CardContent>
        </Card>
      )}
      {isPermitted(user, { privileges: ['CreateGarages'] }) && (
        <Card variant="outlined" component="section" aria-labelledby="import-garages">
          <CardContent>
            <Typography id="import-garages" variant="h6" component="h2" gutterBottom>
              Import from a CSV file
            </Typography>
            <GarageImport />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
