/** Spec section 9: kilometres to miles by 0.621371, shown with 2 decimals. */
export const MILES_PER_KILOMETRE = 0.621371;

export function kilometresToMiles(km: number): number {
  return km * MILES_PER_KILOMETRE;
}

export function formatMiles(km: number): string {
  return `${kilometresToMiles(km).toFixed(2)} miles`;
}
