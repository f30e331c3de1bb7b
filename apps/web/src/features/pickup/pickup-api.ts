import {
  type ClaimAction,
  errorText,
  type TDriverPickupPage,
  type TPickup,
  type TPickupAnswerRequest,
  type TPickupAvailabilityRequest,
  type TPickupDataRequest,
} from '@fixline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../api/client.ts';

/**
 * Spec 8: the pickup calls answer an error value instead of throwing. A page shows `error`, the text
 * of the server's `{ message }` by the error text rule, and carries on.
 */
export type PickupResult<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

export async function pickupCall<T>(path: string, options: RequestOptions = {}): Promise<PickupResult<T>> {
  try {
    return { data: await apiRequest<T>(path, options) };
  } catch (error) {
    // A read the page no longer needs is abandoned, not an error to show.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { error: errorText(error) };
  }
}

/** The driver's pages and the link that opened them: /pickup/{claimId} or /preferred-dates/{quoteId}, with ?token=. */
export interface DriverPage {
  kind: 'pickup' | 'preferred-dates';
  /** The claim's id (pickup) or the quote's (preferred dates), from the page's path. */
  id: string;
  token: string;
}

const driverPath = ({ kind, id, token }: DriverPage, rest = '') =>
  `/api/driver/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(token)}${rest}`;

export const driverPageKey = (page: DriverPage) => ['driver-pickup', page.kind, page.id, page.token] as const;

export function useDriverPickup(page: DriverPage) {
  return useQuery({
    queryKey: driverPageKey(page),
    queryFn: ({ signal }) => pickupCall<TDriverPickupPage>(driverPath(page), { signal }),
    enabled: page.token.length > 0,
    retry: false,
  });
}

export const giveAvailability = (page: DriverPage, body: TPickupAvailabilityRequest) =>
  pickupCall<TDriverPickupPage>(driverPath(page, '/availability'), { method: 'PUT', body });

/** Gives the driver's days, and the page shows what the server then holds. */
export function useGiveAvailability(page: DriverPage) {
  const queryClient = useQueryClient();
  return async (body: TPickupAvailabilityRequest) => {
    const answer = await giveAvailability(page, body);
    if (answer.data) queryClient.setQueryData(driverPageKey(page), answer);
    return answer;
  };
}

export const answerRepairDate = (page: DriverPage, body: TPickupAnswerRequest) =>
  pickupCall<TDriverPickupPage>(driverPath(page, '/answer'), { method: 'PUT', body });

/** The staff's side: GET /api/claims/{id}/pickup and its PUT calls. */
export const pickupKey = (claimId: string) => ['pickup', claimId] as const;
const claimPickupPath = (claimId: string, rest = '') => `/api/claims/${encodeURIComponent(claimId)}/pickup${rest}`;

export function useClaimPickup(claimId: string) {
  return useQuery({
    queryKey: pickupKey(claimId),
    queryFn: ({ signal }) => pickupCall<TPickup>(claimPickupPath(claimId), { signal }),
  });
}

/** What the staff's forms send, by the action of the workflow table each call is. */
export type StaffPickupCall =
  | { action: Extract<ClaimAction, 'book-repair-date'>; retail: boolean; body: TPickupDataRequest }
  | {
      action: Extract<ClaimAction, 'override-repair-date'>;
      allowFutureDate: boolean;
      body: { date: string; notifyCustomer?: boolean };
    }
  | { action: Extract<ClaimAction, 'set-pickup-availability'>; body: TPickupAvailabilityRequest };

export function staffPickupCall(claimId: string, call: StaffPickupCall): Promise<PickupResult<TPickup>> {
  const rest =
    call.action === 'book-repair-date'
      ? call.retail
        ? '/retail'
        : '/'
      : call.action === 'override-repair-date'
        ? `/override?allowFutureDate=${call.allowFutureDate}`
        : '/availability';
  return pickupCall<TPickup>(claimPickupPath(claimId, rest), { method: 'PUT', body: call.body });
}
