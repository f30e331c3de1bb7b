import { API_KEY_MESSAGES, API_KEY_SCOPE_LABELS, IDEMPOTENCY_KEY_HEADER, type TApiKey } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../components/format-date.ts';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';

const ORG = '00000000-0000-4000-8000-000000000001';
const KEYS = `/api/organisations/${ORG}/api-keys`;
const LIVE: TApiKey = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Premia production',
  prefix: 'fxk_A1b2C3d4',
  scopes: ['claims:read', 'claims:create'],
  createdAt: '2026-11-27T10:00:00.000Z',
  createdBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Claire Adams' },
  lastUsedAt: '2026-11-28T09:41:00.000Z',
  oldSecretEndsAt: null,
  revokedAt: null,
};
const REVOKED: TApiKey = {
  ...LIVE,
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Premia test',
  prefix: 'fxk_Z9y8X7w6',
  scopes: ['files:write'],
  createdBy: null,
  lastUsedAt: null,
  revokedAt: '2026-11-28T12:00:00.000Z',
};
const SECRET = 'fxk_A1b2C3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8s9t0';

/** The Idempotency-Key each POST was sent with, in order. */
function postKeys(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER]);
}

describe('the API keys section', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writeText = vi.fn(async (_text: string) => undefined);
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    fetchMock.mockReset();
    writeText.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists the keys with their scopes and dates; a revoked key is marked and offers nothing to do', async () => {
    const rotated = { ...LIVE, oldSecretEndsAt: '2099-01-01T10:00:00.000Z' };
    const ended = { ...LIVE, id: '00000000-0000-4000-8000-0000000000c3', oldSecretEndsAt: '2026-01-01T10:00:00.000Z' };
    mockFetchRoutes(fetchMock, { [`GET ${KEYS}`]: () => jsonResponse(200, [rotated, REVOKED, ended]) });
    renderWithApp(<ApiKeysSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    const [live, revoked, other] = await screen.findAllByTestId('api-key');
    if (!live || !revoked || !other) throw new Error('three keys expected');

    expect(within(live).getByRole('heading', { name: 'Premia production' })).not.toBeNull();
    expect(live.textContent).toContain('fxk_A1b2C3d4…');
    expect(within(live).getByText(API_KEY_SCOPE_LABELS['claims:read'])).not.toBeNull();
    expect(within(live).getByText(API_KEY_SCOPE_LABELS['claims:create'])).not.toBeNull();
    expect(live.textContent).toContain('Created 27 Nov 2026 by Claire Adams');
    expect(live.textContent).toContain(`Last used ${formatDateTime(LIVE.lastUsedAt as string)}`);
    expect(live.textContent).toContain(`Old secret works until ${formatDateTime(rotated.oldSecretEndsAt)}`);
    expect(within(live).getByRole('button', { name: 'Rotate Premia production' })).not.toBeNull();
    expect(within(live).getByRole('button', { name: 'Revoke Premia production' })).not.toBeNull();
    // An old secret that has already stopped working is not mentioned.
    expect(other.textContent).not.toContain('Old secret');

    expect(revoked.textContent).toContain('Revoked 28 Nov 2026');
    expect(revoked.textContent).toContain('Never used');
    expect(revoked.textContent).toContain('Created 27 Nov 2026');
    expect(revoked.textContent).not.toContain(' by ');
    expect(within(revoked).queryAllByRole('button')).toEqual([]);
  });

  it('checks the name and scopes, creates the key, shows its secret once and copies it', async () => {
    const listed: TApiKey[] = [];
    mockFetchRoutes(fetchMock, {
      [`GET ${KEYS}`]: () => jsonResponse(200, listed),
      [`POST ${KEYS}`]: () => {
        listed.push(LIVE);
        return jsonResponse(201, { ...LIVE, secret: SECRET });
      },
    });
    renderWithApp(<ApiKeysSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    expect(await screen.findByText('No API keys yet.')).not.toBeNull();
    expect(screen.getByText('Authorization: Bearer <key>')).not.toBeNull();

    const form = screen.getByRole('form', { name: 'Create an API key' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Please give the key a name')).not.toBeNull();
    expect(within(form).getByText('Choose at least one scope')).not.toBeNull();
    expect(fetchCalls(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Name (required)'), 'Premia production');
    await userEvent.click(within(form).getByRole('checkbox', { name: /\(claims:create\)/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /\(claims:read\)/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.created)).not.toBeNull();
    // The scopes in the contract's order, whichever was ticked first.
    expect(fetchCalls(fetchMock).find(({ call }) => call === `POST ${KEYS}`)?.body).toEqual({
      name: 'Premia production',
      scopes: ['claims:read', 'claims:create'],
    });
    expect(postKeys(fetchMock)).toEqual([expect.stringMatching(/^[\x21-\x7e]{1,255}$/)]);

    expect(screen.getByText('Secret of Premia production')).not.toBeNull();
    expect(screen.getByText('Copy it now into your system: it is not shown again.')).not.toBeNull();
    expect(screen.getByTestId('api-key-secret').textContent).toBe(SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the secret of Premia production' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied')).not.toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('api-key')).toHaveLength(1));
    // The form starts again, empty.
    expect((within(form).getByLabelText('Name (required)') as HTMLInputElement).value).toBe('');

    // Hidden, the secret is gone for good.
    await userEvent.click(screen.getByRole('button', { name: 'Hide the secret' }));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('puts the server’s refusal beside the name, and sends a retry with the same Idempotency-Key', async () => {
    let answers = 0;
    mockFetchRoutes(fetchMock, {
      [`GET ${KEYS}`]: () => jsonResponse(200, []),
      [`POST ${KEYS}`]: () => {
        answers += 1;
        if (answers === 1) return jsonResponse(503, { message: 'Service unavailable' });
        if (answers === 2) return jsonResponse(400, { message: 'Bad request', errors: ['name: Too long for us'] });
        return jsonResponse(201, { ...LIVE, name: 'Premia', secret: SECRET });
      },
    });
    renderWithApp(<ApiKeysSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    const form = await screen.findByRole('form', { name: 'Create an API key' });
    await userEvent.type(within(form).getByLabelText('Name (required)'), 'Premia production');
    await userEvent.click(within(form).getByRole('checkbox', { name: /\(files:write\)/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Service unavailable')).not.toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Too long for us')).not.toBeNull();
    await userEvent.clear(within(form).getByLabelText('Name (required)'));
    await userEvent.type(within(form).getByLabelText('Name (required)'), 'Premia');
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Secret of Premia')).not.toBeNull();
    const [first, retry, changed] = postKeys(fetchMock);
    // The same request again is the same key; a changed one is a new request with a new key.
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('rotates a key after asking when its old secret ends, shows the new secret, then revokes it', async () => {
    let current: TApiKey = LIVE;
    mockFetchRoutes(fetchMock, {
      [`GET ${KEYS}`]: () => jsonResponse(200, [current]),
      [`POST ${KEYS}/${LIVE.id}/rotate`]: () => {
        current = { ...LIVE, prefix: 'fxk_N3wN3wN3' };
        return jsonResponse(200, { ...current, secret: 'fxk_N3wN3wN3secret' });
      },
      [`POST ${KEYS}/${LIVE.id}/revoke`]: () => {
        current = { ...current, revokedAt: '2026-11-29T08:00:00.000Z' };
        return jsonResponse(200, current);
      },
    });
    renderWithApp(<ApiKeysSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate Premia production' }));
    const rotate = await screen.findByRole('dialog', { name: 'Rotate Premia production' });
    // A day for the systems to change over, unless told otherwise.
    expect(
      (within(rotate).getByRole('radio', { name: 'In 24 hours, so your systems can change over' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await userEvent.click(within(rotate).getByRole('radio', { name: 'Now' }));
    await userEvent.click(within(rotate).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText(API_KEY_MESSAGES.rotated)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock).find(({ call }) => call.endsWith('/rotate'))?.body).toEqual({ oldSecretEnds: 'now' });
    expect(screen.getByText('New secret of Premia production')).not.toBeNull();
    expect(screen.getByTestId('api-key-secret').textContent).toBe('fxk_N3wN3wN3secret');
    await waitFor(() => expect(screen.getByTestId('api-key').textContent).toContain('fxk_N3wN3wN3…'));

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Premia production' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke Premia production?' });
    expect(within(revoke).getByText('Systems using it are refused at once.')).not.toBeNull();
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).not.toBeNull();
    await waitFor(() => expect(within(screen.getByTestId('api-key')).queryAllByRole('button')).toEqual([]));
    // Its buttons gone, the focus is on the key's name rather than lost to the page's top.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Premia production' })),
    );
    // The revoked key's secret is no longer worth copying.
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
    expect(postKeys(fetchMock)).toEqual([expect.any(String), undefined]);
  });

  it('says why a rotation was refused, and closes the dialog when trying again cannot help', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${KEYS}`]: () => jsonResponse(200, [LIVE]),
      [`POST ${KEYS}/${LIVE.id}/rotate`]: () => jsonResponse(409, { message: API_KEY_MESSAGES.alreadyRevoked }),
    });
    renderWithApp(<ApiKeysSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate Premia production' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText(API_KEY_MESSAGES.alreadyRevoked)).not.toBeNull();
    expect(fetchCalls(fetchMock).find(({ call }) => call.endsWith('/rotate'))?.body).toEqual({
      oldSecretEnds: 'in-24-hours',
    });
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
