import { ZId, z } from '@fixline/domain';

/**
 * An id picked in a required select. ZId's own message ('Not a valid id') also answers a missing value,
 * so the choice is checked as required text first, which says 'This field is required' (spec 5).
 */
export const ZChosenId = z.string().min(1).pipe(ZId);
