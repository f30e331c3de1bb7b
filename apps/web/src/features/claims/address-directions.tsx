import { directionsLink, type TClaim } from '@fixline/domain';
import DirectionsIcon from '@mui/icons-material/Directions';
import { Button } from '@mui/material';

/**
 * Directions to the customer's address, for whoever reads it (the assigned garage collecting the car,
 * staff ringing round): the native maps on iPhone, iPad and iPod, web maps in a new tab elsewhere, from
 * wherever the reader is (spec 9). None without an address to go to.
 */
export function AddressDirections({ claim }: { claim: TClaim }) {
  const address = [claim.addressLine1, claim.addressLine2, claim.town, claim.postcode].filter(Boolean).join(', ');
  if (!claim.postcode && !claim.addressLine1) return null;
  const link = directionsLink(address, navigator);
  return (
    <Button
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      variant="outlined"
      size="small"
      startIcon={<DirectionsIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start', mt: 1 }}
    >
      Directions to this address{link.newTab ? ' (opens in a new tab)' : ''}
    </Button>
  );
}
