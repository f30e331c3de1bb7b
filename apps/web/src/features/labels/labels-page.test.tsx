import type { TLabel } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import LabelsPage, { deleteLabelText } from './labels-page.tsx';

const URGENT: TLabel = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Urgent',
  colour: '#C62828',
  description: 'Needs a call today',
  claims: 3,
};
const FLEET: TLabel = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Fleet',
  colour: '#FFB300',
  description: null,
  claims: 0,
};

const renderPage = () => renderWithApp(<LabelsPage />, { user: makeUser('platform', 'SUPER_ADMIN'), path: '/labels' });

describe('labels page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton, then each label as its chip in readable text, with its description and claims', async () => {
    mockFetchRoutes(fetchMock, { 'GET /api/labels': () => jsonResponse(200, [URGENT, FLEET]) });
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading labels' })).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Labels' });
    const rows = within(table).getAllByTestId('label-row');
    expect(rows.map((row) => row.querySelector('.MuiChip-label')?.textContent)).toEqual(['Fleet', 'Urgent']);
    const urgentChip = within(rows[1] as HTMLElement)
      .getByText('Urgent')
      .closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(urgentChip).color).toMatch(/^(#FFFFFF|rgb\(255, 255, 255\))$/i);
    const fleetChip = within(rows[0] as HTMLElement)
      .getByText('Fleet')
      .closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(fleetChip).color).toMatch(/^(#000000|rgb\(0, 0, 0\))$/i);
    expect(rows[1]?.textContent).toContain('Needs a call today');
    expect(rows[1]?.textContent).toContain('3');
    expect(screen.getByRole('link', { name: 'Edit label Urgent' }).getAttribute('href')).toBe(
      `/updateLabel/${URGENT.id}`,
    );
    expect(screen.getByRole('link', { name: 'Create label' }).getAttribute('href')).toBe('/createLabel');
  });

  it('says what to do when there are no labels', async () => {
    mockFetchRoutes(fetchMock, { 'GET /api/labels': () => jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByText('No labels yet — create one to sort claims')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Create label' })).not.toBeNull();
  });

  it('says how many claims lose a label before deleting it', async () => {
    let labels = [URGENT, FLEET];
    mockFetchRoutes(fetchMock, {
      'GET /api/labels': () => jsonResponse(200, labels),
      [`DELETE /api/labels/${URGENT.id}`]: () => {
        labels = [FLEET];
        return jsonResponse(204);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete label Urgent' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete label Urgent' });
    expect(dialog.textContent).toContain('“Urgent” is on 3 claims. Deleting it removes it from all 3 too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete label' }));
    expect(await screen.findByText('Label deleted')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete label Urgent' })).toBeNull());
    expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`DELETE /api/labels/${URGENT.id}`);
  });

  it('words the warning for one claim and for none', () => {
    expect(deleteLabelText({ ...URGENT, claims: 1 })).toBe(
      '“Urgent” is on 1 claim. Deleting it removes it from that claim too.',
    );
    expect(deleteLabelText(FLEET)).toBe('“Fleet” is not on any claim. Delete it?');
  });
});
