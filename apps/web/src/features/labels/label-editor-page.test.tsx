import { LABEL_MESSAGES, type TLabel, VALIDATION_MESSAGES } from '@fixline/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import LabelEditorPage from './label-editor-page.tsx';

const LABEL: TLabel = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Urgent',
  colour: '#C62828',
  description: null,
  claims: 2,
};
const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderEditor(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/createLabel" element={<LabelEditorPage />} />
      <Route path="/updateLabel/:labelId" element={<LabelEditorPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { user: makeUser('platform', 'SUPER_ADMIN'), path },
  );
}

describe('label editor', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('checks the fields with the domain schema as they are left, and sends nothing until they pass', async () => {
    renderEditor('/createLabel');
    expect(screen.getByRole('heading', { level: 1, name: 'Create label' })).not.toBeNull();
    await userEvent.click(field('Name (required)'));
    await userEvent.tab();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    await userEvent.type(field('Name (required)'), 'Fleet, VIP');
    await userEvent.clear(field('Colour (required)'));
    await userEvent.type(field('Colour (required)'), 'blue');
    await userEvent.tab();
    expect(await screen.findByText(LABEL_MESSAGES.name)).not.toBeNull();
    expect(screen.getByText(LABEL_MESSAGES.colour)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create label' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the chip as it is typed and takes a preset colour from the keyboard', async () => {
    renderEditor('/createLabel');
    await userEvent.type(field('Name (required)'), 'VIP');
    const preview = screen.getByText('Preview').parentElement as HTMLElement;
    expect(preview.textContent).toContain('VIP');
    expect(preview.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('#1E88E5');
    expect((screen.getByRole('radio', { name: 'Blue #1E88E5' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Amber #FFB300' }));
    expect(field('Colour (required)').value).toBe('#FFB300');
    expect(preview.textContent).toContain('Black text');
    fireEvent.change(screen.getByLabelText('Pick a custom colour'), { target: { value: '#123456' } });
    expect(field('Colour (required)').value).toBe('#123456');
    expect(preview.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('#123456');
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('creates the label, says so and goes back to the list', async () => {
    mockFetchRoutes(fetchMock, {
      'POST /api/labels': () => jsonResponse(201, LABEL),
    });
    renderEditor('/createLabel');
    await userEvent.type(field('Name (required)'), '  Urgent ');
    await userEvent.click(screen.getByRole('radio', { name: 'Red #C62828' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(location()).toBe('/labels'));
    expect(screen.getByText('Label created')).not.toBeNull();
    expect(fetchCalls(fetchMock)[0]?.body).toEqual({ name: 'Urgent', colour: '#C62828', description: null });
  });

  it('shows a taken name on the name field', async () => {
    mockFetchRoutes(fetchMock, {
      'POST /api/labels': () => jsonResponse(409, { message: LABEL_MESSAGES.taken }),
    });
    renderEditor('/createLabel');
    await userEvent.type(field('Name (required)'), 'urgent');
    await userEvent.click(screen.getByRole('button', { name: 'Create label' }));
    const name = field('Name (required)');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      LABEL_MESSAGES.taken,
    );
    expect(document.activeElement).toBe(name);
    expect(location()).toBe('/createLabel');
  });

  it('puts the lines of a 400 beside their fields', async () => {
    mockFetchRoutes(fetchMock, {
      'POST /api/labels': () =>
        jsonResponse(400, { message: 'The request is not valid', errors: ['description: Too rude'] }),
    });
    renderEditor('/createLabel');
    await userEvent.type(field('Name (required)'), 'Rude');
    await userEvent.click(screen.getByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('Too rude')).not.toBeNull();
  });

  it('edits a label from its current values and saves it', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/labels/${LABEL.id}`]: () => jsonResponse(200, LABEL),
      [`PUT /api/labels/${LABEL.id}`]: () => jsonResponse(200, { ...LABEL, description: 'Call today' }),
    });
    renderEditor(`/updateLabel/${LABEL.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit label Urgent' })).not.toBeNull();
    expect(field('Name (required)').value).toBe('Urgent');
    expect((screen.getByRole('radio', { name: 'Red #C62828' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(field('Description'), 'Call today');
    await userEvent.click(screen.getByRole('button', { name: 'Save label' }));
    await waitFor(() => expect(location()).toBe('/labels'));
    expect(screen.getByText('Label saved')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call.startsWith('PUT'))?.body).toEqual({
      name: 'Urgent',
      colour: '#C62828',
      description: 'Call today',
    });
  });

  it('says a label that is not there was not found', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/labels/${LABEL.id}`]: () => jsonResponse(404, { message: LABEL_MESSAGES.notFound }),
    });
    renderEditor(`/updateLabel/${LABEL.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: LABEL_MESSAGES.notFound })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to labels' }).getAttribute('href')).toBe('/labels');
  });
});
