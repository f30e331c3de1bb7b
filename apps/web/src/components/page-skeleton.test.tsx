import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READS_GLOBAL, type EarlyReads } from '../api/early-reads.ts';
import { storeToken } from '../auth/token-storage.ts';
import { CLAIM_HEADING } from '../page-headings.ts';
import { PageSkeleton } from './page-skeleton.tsx';

const early = () => (window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL] as EarlyReads;

/** What the frame's script leaves for a claim's page read with `token`. */
function frameReadClaim(token: string, fields: Record<string, string>): void {
  window.history.replaceState(null, '', '/dashboardClaim/c1');
  (window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL] = {
    token,
    path: '/dashboardClaim/c1',
    answers: {},
    fields,
  };
}

describe('a page’s skeleton', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    localStorage.clear();
  });

  it('shows a heading named by the page’s first read as soon as the frame’s script has it, drawn anew', () => {
    storeToken('the-token');
    frameReadClaim('the-token', {});
    render(<PageSkeleton heading={CLAIM_HEADING} />);
    const waiting = screen.getByRole('heading', { level: 1 });
    expect(waiting.textContent).toBe('Claim ');
    // Only the frame drawn ahead marks the slot its script writes into: never what React draws.
    expect(waiting.querySelector('[data-early-field]')).toBeNull();

    act(() => {
      early().fields.reference = 'FX-000002';
      window.dispatchEvent(new Event(EARLY_READS_GLOBAL));
    });
    const named = screen.getByRole('heading', { level: 1, name: 'Claim FX-000002' });
    expect(named).not.toBe(waiting);
  });

  it('keeps the skeleton for another person’s read', () => {
    storeToken('another-token');
    frameReadClaim('the-token', { reference: 'FX-000002' });
    render(<PageSkeleton heading={CLAIM_HEADING} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Claim ');
  });
});
