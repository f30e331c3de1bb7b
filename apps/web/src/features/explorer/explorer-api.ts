import { normaliseRegistration, type TClaimSummary, ZClaimListQuery } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { CLAIM_LISTS_KEY } from '../claim-lists/claim-list-api.ts';

/** The most the list API answers at once; a vehicle with more claims than this is not expected. */
const VEHICLE_PAGE_SIZE = 100;

export const explorerPath = (plate: string) => `/explorer/${encodeURIComponent(normaliseRegistration(plate))}`;

/** The domain's message for a plate the list API would refuse, or null when it is one to look up. */
export function plateProblem(plate: string): string | null {
  const result = ZClaimListQuery.shape.plateNumber.safeParse(plate);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The API finds plates by any part ('AB12' finds AB12 CDE and XAB12 CDE); the explorer is about one
 * vehicle, so it keeps the exact plate and offers the others as 'Did you mean'.
 */
export function splitVehicleMatches(
  claims: readonly TClaimSummary[],
  plate: string,
): { exact: TClaimSummary[]; others: string[] } {
  const wanted = normaliseRegistration(plate);
  const exact = claims.filter((claim) => normaliseRegistration(claim.registration) === wanted);
  const others = [
    ...new Set(claims.map((claim) => normaliseRegistration(claim.registration)).filter((reg) => reg !== wanted)),
  ].sort();
  return { exact, others };
}

/** GET /api/claims?plateNumber={plate}&pageSize=100: every claim whose plate contains this one, newest first. */
export function useVehicleClaims(plate: string) {
  const path = `/api/claims?${new URLSearchParams({ plateNumber: plate, pageSize: String(VEHICLE_PAGE_SIZE) })}`;
  return useQuery({
    queryKey: [...CLAIM_LISTS_KEY, 'vehicle', plate],
    queryFn: ({ signal }) => apiRequest<TClaimSummary[]>(path, { signal }),
    enabled: plate.length > 0,
  });
}
