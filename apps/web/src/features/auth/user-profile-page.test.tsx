import { CLAIM_MESSAGES, USER_MESSAGES, VALIDATION_MESSAGES, withDefaults } from '@fixline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import UserProfilePage from './user-profile-page.tsx';

const PREFERENCES = 'GET /api/users/current/notification-preferences';
const defaults = () => jsonResponse(200, withDefaults({}));

describe('/user', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('changes one’s own name and phone after the domain’s checks, and the session keeps them', async () => {
    const user = makeUser('client', 'USER', { name: 'Chris Hughes' });
    const saved = { ...user, name: 'Chris Hughes-Bell', phone: '07700 900123' };
    mockFetchRoutes(fetchMock, { [PREFERENCES]: defaults, 'PUT /api/users/current': () => jsonResponse(200, saved) });
    const { auth } = renderWithApp(<UserProfilePage />, { user, path: '/user' });
    const name = screen.getByLabelText('Name (required)') as HTMLInputElement;
    expect(name.value).toBe('Chris Hughes');
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    expect(screen.getByText(CLAIM_MESSAGES.phone)).not.toBeNull();
    expect(fetchCalls(fetchMock).map(({ call }) => call)).toEqual([PREFERENCES]);

    await userEvent.type(name, 'Chris Hughes-Bell');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(USER_MESSAGES.profileSaved)).not.toBeNull();
    expect(fetchCalls(fetchMock)[1]?.body).toEqual({ name: 'Chris Hughes-Bell', phone: '07700 900123' });
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith(saved));
  });

  it('chooses the channels of an event type and sends only the types that changed', async () => {
    const answer = withDefaults({ ClaimCommentAdded: { inApp: true, push: false, mail: true } });
    mockFetchRoutes(fetchMock, {
      [PREFERENCES]: defaults,
      'PUT /api/users/current/notification-preferences': () => jsonResponse(200, answer),
    });
    renderWithApp(<UserProfilePage />, { user: makeUser('client', 'USER'), path: '/user' });
    const mail = (await screen.findByRole('checkbox', { name: 'Mail: New comment added' })) as HTMLInputElement;
    const push = screen.getByRole('checkbox', { name: 'Web push: New comment added' }) as HTMLInputElement;
    expect([mail.checked, push.checked]).toEqual([false, true]);
    const saveButton = screen.getByRole('button', { name: 'Save notification preferences' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);

    await userEvent.click(mail);
    await userEvent.click(push);
    await userEvent.click(saveButton);
    expect(await screen.findByText(USER_MESSAGES.preferencesSaved)).not.toBeNull();
    expect(fetchCalls(fetchMock)[1]?.body).toEqual({ ClaimCommentAdded: { inApp: true, push: false, mail: true } });
    await waitFor(() => expect(saveButton.disabled).toBe(true));
    expect(mail.checked).toBe(true);
  });
});
