import type { TSentMail, TSentMailSummary } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import SentMailPage from './sent-mail-page.tsx';

const INVITATION: TSentMailSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  kind: 'invitation',
  to: 'robin@example.test',
  subject: 'You are invited to join Northwind Insurance on Fixline',
  status: 'sent',
  transport: 'outbox',
  attempts: 1,
  lastError: null,
  claimId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:01.000Z',
};
const FAILED: TSentMailSummary = {
  ...INVITATION,
  id: '00000000-0000-4000-8000-0000000000b2',
  to: 'nobody@example.test',
  subject: 'Rate your repair',
  status: 'failed',
  transport: null,
  attempts: 10,
  lastError: '451 Try again later',
  sentAt: null,
};
const INVITATION_READ: TSentMail = {
  ...INVITATION,
  text: 'Join Northwind Insurance on Fixline\n\nCreate your Fixline account:\nhttp://localhost/register?token=t',
  html: '<script>alert(1)</script><h1>Join</h1>',
  htmlUrl: `/api/mail/${INVITATION.id}/html?expires=1&signature=s`,
};

const renderPage = (path = '/sent-mail') =>
  renderWithApp(<SentMailPage />, { user: makeUser('platform', 'SUPER_ADMIN'), path });

describe('sent mail page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists the mail newest first with its state, and reads one: the HTML only in a sandboxed frame', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/mail?limit=25&offset=0': () => jsonResponse(200, { items: [FAILED, INVITATION], total: 2 }),
      [`GET /api/mail/${INVITATION.id}`]: () => jsonResponse(200, INVITATION_READ),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    const rows = within(table).getAllByTestId('mail-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('nobody@example.testRate your repairFailed'),
      expect.stringContaining('robin@example.testYou are invited to join Northwind Insurance on FixlineSent'),
    ]);

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Read “You are invited to join Northwind Insurance on Fixline” to robin@example.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: INVITATION.subject });
    expect(dialog.textContent).toContain('Kept in the outbox (no SMTP server set), 1 attempt');
    const frame = within(dialog).getByTitle(`The mail “${INVITATION.subject}” as HTML`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe(INVITATION_READ.htmlUrl);
    // The HTML part itself never enters the page.
    expect(document.body.innerHTML).not.toContain('alert(1)');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByLabelText(`The mail “${INVITATION.subject}” as plain text`).textContent).toBe(
      INVITATION_READ.text,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed mail’s last error', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/mail?limit=25&offset=0': () => jsonResponse(200, { items: [FAILED], total: 1 }),
      [`GET /api/mail/${FAILED.id}`]: () =>
        jsonResponse(200, { ...FAILED, text: 'x', html: '<p>x</p>', htmlUrl: '/api/mail/x/html' }),
    });
    renderPage(`/sent-mail?mail=${FAILED.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Rate your repair' });
    expect(within(dialog).getByText('451 Try again later')).not.toBeNull();
    expect(dialog.textContent).toContain('10 attempts');
  });

  it('says when no mail has been sent', async () => {
    mockFetchRoutes(fetchMock, { 'GET /api/mail?limit=25&offset=0': () => jsonResponse(200, { items: [], total: 0 }) });
    renderPage();
    expect(await screen.findByText('No mail has been sent yet')).not.toBeNull();
  });
});
