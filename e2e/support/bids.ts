import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from './api.ts';
import { createClaim } from './claims.ts';
import { dayAhead } from './days.ts';

/**
 * Acme Motors becomes the claim's repairer through the API, as the marketplace would have it: it bids the
 * itemised quote's repairer cost (£380) and the platform chooses that bid. Not itself a step on screen.
 */
export async function acmeChosenByPlatform(request: APIRequestContext, claimId: string): Promise<void> {
  const repairer = await apiToken(request, 'repairer@fixline.test');
  const bid = await apiCall<{ id: string }>(request, 'PUT', `/api/claims/${claimId}/bid`, repairer, {
    amount: 38000,
    earliestStartDate: dayAhead(2),
    repairDays: 2,
    validUntil: dayAhead(20),
  });
  const platform = await apiToken(request, 'superadmin@fixline.test');
  await apiCall(request, 'POST', `/api/claims/${claimId}/approve-for-repair`, platform, { bidId: bid.id });
}

/** What a claim's journey to its repairer varies by: the claim, the quote, and who bids what. */
export interface MarketplaceChoice {
  /** The body of POST /api/claims, made by the client's staff. */
  details: Record<string, unknown>;
  cost: number;
  costRepairer: number;
  /** The garage's account that bids, and its bid. */
  bidder: string;
  bid: { amount: number; repairDays: number };
}

/**
 * A claim of its own for a journey, taken to Awaiting Repair through the API as its people would: the
 * client's staff create it, the platform quotes it, the client puts it on the marketplace, the garage
 * bids and the client chooses that bid. Answers the claim's id and the client's token.
 */
export async function claimChosenInMarketplace(
  request: APIRequestContext,
  { details, cost, costRepairer, bidder, bid }: MarketplaceChoice,
): Promise<{ id: string; client: string }> {
  const client = await apiToken(request, 'client@fixline.test');
  const id = await createClaim(request, client, details);
  const step = <T>(token: string, method: 'POST' | 'PUT', path: string, data?: unknown) =>
    apiCall<T>(request, method, `/api/claims/${id}/${path}`, token, data);
  await step(await apiToken(request, 'superadmin@fixline.test'), 'POST', 'request-quote-authorisation', {
    cost,
    costRepairer,
  });
  await step(client, 'POST', 'approve-for-marketplace');
  const placed = await step<{ id: string }>(await apiToken(request, bidder), 'PUT', 'bid/', {
    ...bid,
    earliestStartDate: dayAhead(1),
    validUntil: dayAhead(14),
  });
  await step(client, 'POST', 'approve-for-repair', { bidId: placed.id });
  return { id, client };
}

/** The steps after Awaiting Repair, in order, as the demo's claims took them: the status each reaches and by whom. */
const AFTER_THE_CHOICE = [
  { status: 'in-repair', action: 'start-repair', by: 'garage' },
  { status: 'finished', action: 'finish-repair', by: 'garage' },
  { status: 'paid', action: 'confirm-payment', by: 'client' },
  { status: 'completed', action: 'request-feedback', by: 'client' },
] as const;

/**
 * claimChosenInMarketplace's claim, taken on through the API to `status`: the garage whose bid was chosen
 * starts and finishes the repair, the client confirms the payment and asks the driver for feedback (which
 * mails the driver the rating link). For a journey that starts where a seeded claim stands, on one of its own.
 */
export async function claimTakenOnTo(
  request: APIRequestContext,
  choice: MarketplaceChoice,
  status: (typeof AFTER_THE_CHOICE)[number]['status'],
): Promise<{ id: string; client: string }> {
  const claim = await claimChosenInMarketplace(request, choice);
  const garage = await apiToken(request, choice.bidder);
  for (const step of AFTER_THE_CHOICE.slice(0, AFTER_THE_CHOICE.findIndex((s) => s.status === status) + 1)) {
    const token = step.by === 'garage' ? garage : claim.client;
    await apiCall(request, 'POST', `/api/claims/${claim.id}/${step.action}`, token);
  }
  return claim;
}
