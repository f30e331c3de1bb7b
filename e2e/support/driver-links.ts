import type { TSentMail, TSentMailPage } from '@fixline/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiCall, apiToken } from './api.ts';

/** A link's path and query: the journeys open driver links on their own server, whatever origin they name. */
export const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** A driver link's address on the claim page's Driver links section, as staff copy it. */
export async function linkAddress(page: Page, purposeWords: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Driver links' });
  return section.getByTestId('driver-link').first().getByLabel(`Address of the ${purposeWords} link`).innerText();
}

/**
 * The driver link in the newest mail of this kind about the claim, as the driver would follow it from their
 * inbox (read from the outbox, a super admin's view of every mail).
 */
export async function mailedLinkPath(request: APIRequestContext, claimId: string, kind: string): Promise<string> {
  const admin = await apiToken(request, 'superadmin@fixline.test');
  const outbox = await apiCall<TSentMailPage>(request, 'GET', '/api/mail?limit=500', admin);
  const summary = outbox.items.find((mail) => mail.claimId === claimId && mail.kind === kind);
  expect(summary, `a ${kind} mail about claim ${claimId}`).toBeDefined();
  const mail = await apiCall<TSentMail>(request, 'GET', `/api/mail/${summary?.id}`, admin);
  const url = mail.text.match(/https?:\/\/\S+\?token=[\w.-]+/)?.[0];
  expect(url, mail.text).toBeDefined();
  return pathOf(url ?? '');
}

/** A driver link the platform issues now on the claim (the payment link, which staff send): its path. */
export async function issuedLinkPath(request: APIRequestContext, claimId: string, purpose: string): Promise<string> {
  const admin = await apiToken(request, 'superadmin@fixline.test');
  const link = await apiCall<{ url: string }>(request, 'POST', `/api/claims/${claimId}/driver-links`, admin, {
    purpose,
  });
  return pathOf(link.url);
}
