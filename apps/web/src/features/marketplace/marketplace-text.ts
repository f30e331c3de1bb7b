import { CAPABILITY_LABELS, formatMiles, type RepairCapability } from '@fixline/domain';

/** 'Mechanical, Electric vehicles', or 'None stated'. */
export function needsText(needs: readonly RepairCapability[]): string {
  return needs.length === 0 ? 'None stated' : needs.map((need) => CAPABILITY_LABELS[need]).join(', ');
}

/** Distance in miles with two decimals (spec 9); unknown when the claim or the garages have no location. */
export function milesText(km: number | null): string {
  return km === null ? 'Distance unknown' : formatMiles(km);
}
