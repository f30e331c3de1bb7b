import { type TInvitation, type TUser, USER_MESSAGES, VALIDATION_MESSAGES } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import InviteAdminPage from './invite-admin-page.tsx';
import UsersPage from './users-page.tsx';

const ORG = '00000000-0000-4000-8000-000000000001';
const admin = makeUser('repairer', 'ADMIN');
const fitter: TUser = makeUser('repairer', 'USER', {
  id: '00000000-0000-4000-8000-0000000000bb',
  name: 'Finn Fitter',
  email: 'finn@acme.test',
});
const ACME = { id: ORG, name: 'repairer org', type: 'repairer' } as const;
const INVITATION: TInvitation = {
  id: '00000000-0000-4000-8000-0000000000cc',
  email: 'new@acme.test',
  organisationId: ORG,
  organisationName: 'repairer org',
  role: 'USER',
  invitedBy: 'Rachel Moore',
  expiresAt: '2026-12-01T10:00:00.000Z',
  expired: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const LINK = { inviteUrl: 'https://fixline.test/register?token=abc', expiresAt: '2026-12-01T10:00:00.000Z' };

const ownOrganisation = {
  'GET /api/organisations?type=platform': () => jsonResponse(200, []),
  'GET /api/organisations?type=client': () => jsonResponse(200, []),
  'GET /api/organisations?type=repairer': () => jsonResponse(200, [ACME]),
  'GET /api/organisations?type=bodyshop': () => jsonResponse(200, []),
};

describe('/users', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('an organisation admin sees their people, filters by state on the server, and disables after confirming', async () => {
    const disabled = { ...fitter, disabled: true };
    mockFetchRoutes(fetchMock, {
      ...ownOrganisation,
      'GET /api/users?limit=200': () => jsonResponse(200, [admin, fitter]),
      'GET /api/users?limit=200&state=disabled': () => jsonResponse(200, [disabled]),
      'GET /api/users/invitations': () => jsonResponse(200, []),
      [`PUT /api/users/disable/${fitter.id}`]: () => jsonResponse(200, disabled),
    });
    renderWithApp(<UsersPage />, { user: admin, path: '/users' });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    // Nobody acts on themselves here: only the other row has actions.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Finn Fitter' }));
    expect(screen.getByRole('menuitem', { name: 'Make admin of repairer org' })).not.toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Disable' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('User disabled: their sessions have ended')).not.toBeNull();
    expect(fetchCalls(fetchMock).some((c) => c.call === `PUT /api/users/disable/${fitter.id}`)).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('State'), 'disabled');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(screen.getByTestId('user-row').textContent).toContain('Disabled');
  });

  it('says why the last admin cannot be demoted', async () => {
    const other = makeUser('repairer', 'ADMIN', { id: fitter.id, name: 'Finn Fitter' });
    mockFetchRoutes(fetchMock, {
      ...ownOrganisation,
      'GET /api/users?limit=200': () => jsonResponse(200, [other]),
      'GET /api/users/invitations': () => jsonResponse(200, []),
      [`PUT /api/users/role/${fitter.id}`]: () => jsonResponse(409, { message: USER_MESSAGES.lastAdmin }),
    });
    renderWithApp(<UsersPage />, { user: admin, path: '/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Finn Fitter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Make user of repairer org' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make user' }));
    expect(await screen.findByText(USER_MESSAGES.lastAdmin)).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call.startsWith('PUT'))?.body).toEqual({
      organisationId: ORG,
      role: 'USER',
    });
  });

  it('a reader who does not manage people sees no actions and no invitations', async () => {
    const reader = makeUser('repairer', 'USER', {
      permissions: [{ ...admin.permissions[0], privileges: ['ReadOrgUsers'] } as TUser['permissions'][number]],
    });
    mockFetchRoutes(fetchMock, {
      ...ownOrganisation,
      'GET /api/users?limit=200': () => jsonResponse(200, [admin, fitter]),
    });
    renderWithApp(<UsersPage />, { user: reader, path: '/users' });
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
  });

  it('invites someone with the domain’s checks, then lists, renews and revokes invitations', async () => {
    let invitations = [INVITATION];
    mockFetchRoutes(fetchMock, {
      ...ownOrganisation,
      'GET /api/users?limit=200': () => jsonResponse(200, [admin]),
      'GET /api/users/invitations': () => jsonResponse(200, invitations),
      'POST /api/users/invite': () => jsonResponse(201, LINK),
      [`PUT /api/users/invitations/${INVITATION.id}/resend`]: () => jsonResponse(200, LINK),
      [`DELETE /api/users/invitations/${INVITATION.id}`]: () => {
        invitations = [];
        return jsonResponse(204);
      },
    });
    renderWithApp(<UsersPage />, { user: admin, path: '/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    await userEvent.type(screen.getByLabelText('Email (required)'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).not.toBeNull();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    await userEvent.clear(screen.getByLabelText('Email (required)'));
    await userEvent.type(screen.getByLabelText('Email (required)'), 'Finn@Acme.test');
    await userEvent.selectOptions(screen.getByLabelText('Role (required)'), 'USER');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(((await screen.findByLabelText('Invitation link')) as HTMLInputElement).value).toBe(LINK.inviteUrl);
    expect(fetchCalls(fetchMock).find((c) => c.call === 'POST /api/users/invite')?.body).toEqual({
      email: 'finn@acme.test',
      organisationId: ORG,
      role: 'USER',
    });

    const table = screen.getByRole('table', { name: 'Pending invitations' });
    await userEvent.click(within(table).getByRole('button', { name: 'New link for new@acme.test' }));
    expect(await screen.findByRole('dialog', { name: 'New invitation link' })).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // Found again once the dialog has closed and the page behind it is no longer hidden from the reader.
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation of new@acme.test' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Pending invitations' })).toBeNull());
  });
});

describe('/inviteAdmin', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('invites an organisation’s admin and shows the link to copy', async () => {
    const superAdmin = makeUser('platform', 'SUPER_ADMIN');
    const NORTHWIND = { id: '00000000-0000-4000-8000-000000000002', name: 'Northwind', type: 'client' } as const;
    // The platform is not asked for: its people are super admins, not admins.
    mockFetchRoutes(fetchMock, {
      'GET /api/organisations?type=client': () => jsonResponse(200, [NORTHWIND]),
      'GET /api/organisations?type=repairer': () => jsonResponse(200, [ACME]),
      'GET /api/organisations?type=bodyshop': () => jsonResponse(200, []),
      'POST /api/users/invite': () => jsonResponse(201, LINK),
    });
    renderWithApp(<InviteAdminPage />, { user: superAdmin, path: '/inviteAdmin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite admin' }));
    expect(await screen.findAllByText(VALIDATION_MESSAGES.required)).toHaveLength(2);
    expect(screen.queryByLabelText('Role (required)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email (required)'), 'owner@acme.test');
    await userEvent.selectOptions(screen.getByLabelText('Organisation (required)'), ORG);
    await userEvent.click(screen.getByRole('button', { name: 'Invite admin' }));
    expect(((await screen.findByLabelText('Invitation link')) as HTMLInputElement).value).toBe(LINK.inviteUrl);
    expect(fetchCalls(fetchMock).find((c) => c.call.startsWith('POST'))?.body).toEqual({
      email: 'owner@acme.test',
      organisationId: ORG,
      role: 'ADMIN',
    });
  });
});
