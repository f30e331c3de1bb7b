import { IDEMPOTENCY_KEY_HEADER, WEBHOOK_MESSAGES } from '@fixline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const ORG = '00000000-0000-4000-8000-000000000001';
const HOOKS = `/api/organisations/${ORG}/webhooks`;
const endpoint = {
  id: '00000000-0000-4000-8000-0000000000e1',
  url: 'https://claims.example.com/fixline',
  events: ['claim.status_changed'],
  description: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('the webhooks section', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('checks the address and events, adds the endpoint with an Idempotency-Key and shows its secret once', async () => {
    const listed: object[] = [];
    mockFetchRoutes(fetchMock, {
      [`GET ${HOOKS}`]: () => jsonResponse(200, listed),
      [`POST ${HOOKS}`]: () => {
        listed.push(endpoint);
        return jsonResponse(201, { ...endpoint, secret: 'whsec_c2VjcmV0' });
      },
    });
    renderWithApp(<WebhooksSection organisationId={ORG} />, { user: makeUser('client', 'ADMIN') });
    expect(await screen.findByText('No endpoints yet.')).not.toBeNull();

    await userEvent.type(screen.getByLabelText(/Endpoint address/), 'http://claims.example.com/fixline');
    await userEvent.click(screen.getByRole('checkbox', { name: /A claim’s status changes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Please provide an https:// address')).not.toBeNull();
    expect(screen.getByText('Choose at least one event')).not.toBeNull();
    expect(fetchCalls(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Endpoint address/));
    await userEvent.type(screen.getByLabelText(/Endpoint address/), endpoint.url);
    await userEvent.click(screen.getByRole('checkbox', { name: /A claim’s status changes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.created)).not.toBeNull();
    expect(screen.getByTestId('webhook-secret').textContent).toBe('whsec_c2VjcmV0');
    expect(fetchCalls(fetchMock).find(({ call }) => call === `POST ${HOOKS}`)?.body).toEqual({
      url: endpoint.url,
      events: ['claim.status_changed'],
      description: '',
    });
    // The secret is shown once: a retried POST whose answer was lost must get it back, not make a second.
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getAllByTestId('webhook-endpoint')).toHaveLength(1));
  });
});
