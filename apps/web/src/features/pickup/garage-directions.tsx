import { type DirectionsPlace, directionsLink, type TPickupGarage } from '@fixline/domain';
import DirectionsIcon from '@mui/icons-material/Directions';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCurrentPosition } from '../fnol/use-current-position.ts';

/** Opens the directions: the native maps app in place on Apple devices, a new tab elsewhere (spec 9). */
function openDirections(destination: DirectionsPlace, start?: DirectionsPlace) {
  const link = directionsLink(destination, navigator, start);
  if (link.newTab) window.open(link.href, '_blank', 'noopener');
  else window.location.assign(link.href);
}

/**
 * The garage the vehicle goes to, with directions from where the driver is (their location, asked
 * for when they tap). Without location the spec's words, or the browser's own refusal, in an alert,
 * and a link to directions without a start.
 */
export function GarageDirections({ garage }: { garage: TPickupGarage }) {
  const [refused, setRefused] = useState(false);
  const { locate, locating, problem } = useCurrentPosition((latitude, longitude) =>
    openDirections(place, { latitude, longitude }),
  );
  const place = { latitude: garage.latitude, longitude: garage.longitude };
  const withoutStart = typeof navigator === 'undefined' ? null : directionsLink(place, navigator);
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography sx={{ fontWeight: 600 }}>{garage.name}</Typography>
        {garage.address && <Typography>{garage.address}</Typography>}
        {garage.phone && (
          <Typography>
            Phone: <Link href={`tel:${garage.phone.replace(/\s+/g, '')}`}>{garage.phone}</Link>
          </Typography>
        )}
      </div>
      <Button
        variant="outlined"
        size="large"
        startIcon={<DirectionsIcon aria-hidden />}
        disabled={locating}
        onClick={() => {
          setRefused(false);
          locate();
        }}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {locating ? 'Finding where you are…' : 'Directions to the garage'}
      </Button>
      {problem && !refused && (
        <Alert severity="warning" role="alert" onClose={() => setRefused(true)}>
          {problem}
        </Alert>
      )}
      {problem && withoutStart && (
        <Link
          href={withoutStart.href}
          {...(withoutStart.newTab ? { target: '_blank', rel: 'noopener' } : {})}
          sx={{ alignSelf: 'flex-start' }}
        >
          Directions without your location{withoutStart.newTab ? ' (opens in a new tab)' : ''}
        </Link>
      )}
    </Stack>
  );
}
