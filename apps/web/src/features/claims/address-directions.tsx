import { directionsLink, type TClaim } from '@fixline/domain';
import DirectionsIcon from '@mui/icons-material/Directions';
import { Button } from '@mui/material';

/** Where the vehicle is, as maps read it: its own postcode, where it happened, or the customer's address. */
function vehiclePlace(claim: TClaim): string | null {
  if (claim.vehicleLocation === 'elsewhere' && claim.vehiclePostcode) return claim.vehiclePostcode;
  if (claim.vehicleLocation === 'incident') return claim.incidentPostcode;
  const address = [claim.addressLine1, claim.addressLine2, claim.town, claim.postcode].filter(Boolean).join(', ');
  return claim.postcode || claim.addressLine1 ? address : null;
}

/**
 * Directions to the vehicle, where the garage collects it (the customer's address unless the claim says
 * it is where it happened or somewhere else): the native maps on iPhone, iPad and iPod, web maps in a
 * new tab elsewhere, from wherever the reader is (spec 9). None without a place to go to.
 */
export function AddressDirections({ claim }: { claim: TClaim }) {
  const place = vehiclePlace(claim);
  if (!place) return null;
  const link = directionsLink(place, navigator);
  return (
    <Button
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      variant="outlined"
      size="small"
      startIcon={<DirectionsIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start', mt: 1 }}
    >
      Directions to the vehicle{link.newTab ? ' (opens in a new tab)' : ''}
    </Button>
  );
}
