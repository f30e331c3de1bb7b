import { UI_MESSAGES, VALIDATION_MESSAGES } from '@fixline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { HelpFeedbackDialog } from './help-feedback-dialog.tsx';

describe('Help & Feedback dialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderDialog() {
    const onClose = vi.fn();
    const user = makeUser('client', 'USER');
    renderWithApp(<HelpFeedbackDialog open onClose={onClose} defaultEmail={user.email} />, { user });
    return {
      onClose,
      email: screen.getByLabelText('Email (required)'),
      message: screen.getByLabelText('Message (required)'),
    };
  }

  it('prefills the email and validates each field on blur', async () => {
    const { email, message } = renderDialog();
    expect((email as HTMLInputElement).value).toBe('user@client.test');

    await userEvent.clear(email);
    await userEvent.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).not.toBeNull();

    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.feedbackEmail)).not.toBeNull();

    await userEvent.click(message);
    await userEvent.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    expect(message.getAttribute('rows')).toBe('5');
  });

  it('keeps the dialog open and only logs when sending fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{"message":"down"}', { status: 500 }));
    const { onClose, message } = renderDialog();
    await userEvent.type(message, 'The map does not load');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Help & Feedback' })).not.toBeNull();
  });

  it('sends email, feedback, url and browser data, then thanks and closes', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const { onClose, message } = renderDialog();
    await userEvent.type(message, 'Great tool');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/feedback');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'user@client.test', feedback: 'Great tool', url: window.location.href });
    expect(body.browserData).toEqual({ name: expect.any(String), version: expect.any(String) });
    expect(await screen.findByText(UI_MESSAGES.feedbackThanks)).not.toBeNull();
  });
});
