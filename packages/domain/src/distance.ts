/** Spec section 9: kilometres to miles by 0.621371, shown with 2 decimals. */
export const MILES_PER_KILOMETRE = 0.621371;

export function kilometresToMiles(km: number): number {
  return km * MILES_PER_KILOMETRE;
}

export function formatMiles(km: number): string {
  return `${kilometresToMiles(km).toFixed(2)} miles`;
}

/**
 * Kilometres rounded to the nearest tenth of a mile, as far as anyone not assigned to a claim is told:
 * with the claim placed at its postcode district's centroid, no distance says more than where the
 * district is (decision 0083).
 */
export function kilometresToTenthOfMile(km: number): number {
  const tenths = Math.round(kilometresToMiles(km) * 10);
  return Math.round((tenths / 10 / MILES_PER_KILOMETRE) * 1000) / 1000;
}
