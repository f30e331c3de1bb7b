import { CLAIM_ACTIONS, type ClaimActionDefinition } from '@fixline/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoClaimId } from '../../apps/server/src/demo/seed-demo-claims.ts';

export { demoClaimId };

/**
 * Seeded claims that journeys read, by their place in demo-claims.ts. A journey that changes a claim
 * makes its own (createClaim, claimChosenInMarketplace): CI's retry would meet a seeded one changed.
 */
export const SEEDED = {
  inRepairWithIssue: demoClaimId(5),
  finishedAtRiverside: demoClaimId(6),
  /** PK19 FLE: in the marketplace, asking for nothing in particular, so every repairer is offered it. */
  inMarketplace: demoClaimId(12),
  /** A bodyshop repair in Bradford, in repair at Precision Bodyworks: no repairer ever bid on it. */
  inRepairAtBodyshop: demoClaimId(11),
} as const;

/** Asserts the claim page shows this status in its chip and as the stepper's current step. */
export async function expectStatus(page: Page, label: string): Promise<void> {
  await expect(page.getByTestId('claim-status')).toHaveText(label);
  const current = page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]');
  await expect(current).toContainText(label);
}

/** Presses an action button of the claim page and confirms it when the workflow table says it asks. */
export async function takeAction(page: Page, name: string): Promise<void> {
  await page.getByRole('region', { name: 'Claim actions' }).getByRole('button', { name, exact: true }).click();
  const definition: ClaimActionDefinition | undefined = Object.values(CLAIM_ACTIONS).find((a) => a.label === name);
  if (!definition?.confirm) return;
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText(definition.confirm);
  await dialog.getByRole('button', { name, exact: true }).click();
}

/** The timeline's entries as text, oldest first. */
export function timeline(page: Page) {
  return page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
}

/**
 * A claim of the journey's own, made through the API by the holder of `token` (POST /api/claims), so a
 * journey that changes or deletes its claim can run again, as CI's retry does, on one that is as new.
 */
export async function createClaim(
  request: APIRequestContext,
  token: string,
  details: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/claims', { headers: { Authorization: `Bearer ${token}` }, data: details });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
