import { errorText } from '@fixline/domain';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GARAGES_PATH, garagePath, useGarages } from '../garages/garages-api.ts';

/** How many sites the organisation page lists; the rest are on /garages, filtered to it. */
const SHOWN = 10;

/**
 * A repairer's or bodyshop's sites on its organisation page (issue 26): each by name, with its town and
 * postcode, and a way to all of them on /garages, filtered to this organisation.
 */
export function OrganisationGarages({ organisationId }: { organisationId: string }) {
  const garages = useGarages({ search: '', organisationId });
  const all = `${GARAGES_PATH}?${new URLSearchParams({ organisationId })}`;
  if (garages.isError) return <Alert severity="error">{errorText(garages.error)}</Alert>;
  if (!garages.data) return null;
  const { data, total } = garages.data;
  return (
    <Stack spacing={2}>
      {data.length === 0 ? (
        <Typography color="text.secondary">No sites yet: the marketplace measures distances from them.</Typography>
      ) : (
        <Box component="ul" aria-label="Its garages" sx={{ m: 0, pl: 2.5 }}>
          {data.slice(0, SHOWN).map((garage) => (
            <li key={garage.id}>
              <Link component={RouterLink} to={garagePath(garage.id)}>
                {garage.name}
              </Link>
              <Typography component="span" color="text.secondary">
                {' · '}
                {[garage.town, garage.postcode].filter(Boolean).join(', ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row">
        <Button component={RouterLink} to={all} variant="outlined">
          {total > SHOWN ? `All ${total} garages` : 'Its garages'}
        </Button>
      </Stack>
    </Stack>
  );
}
