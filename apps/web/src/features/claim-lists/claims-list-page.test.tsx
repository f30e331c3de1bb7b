import { LIST_QUERY_MESSAGES, SHORT_SEARCH_MESSAGE, type TClaimSummary, type TLabel } from '@fixline/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { useSearchShortcut } from '../../shell/use-search-shortcut.ts';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { CLAIM_LISTS_KEY } from './claim-list-api.ts';
import type * as summaryBits from './claim-summary-bits.tsx';
import ClaimsListPage from './claims-list-page.tsx';
import { TEXT_FILTER_DELAY_MS } from './text-filter-field.tsx';

/** How many times a row's plate was drawn: the rows are memoised, so only a change of rows draws them. */
const plateDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('./claim-summary-bits.tsx', async (importOriginal) => {
  const bits = await importOriginal<typeof summaryBits>();
  return {
    ...bits,
    Plate: (props: Parameters<typeof bits.Plate>[0]) => {
      plateDraws.count++;
      return bits.Plate(props);
    },
  };
});

const LABELS: TLabel[] = [
  { id: '00000000-0000-4000-8000-0000000001a1', name: 'Fleet', colour: '#1E88E5', description: null, claims: 3 },
  { id: '00000000-0000-4000-8000-0000000001a2', name: 'EV', colour: '#FFEB3B', description: null, claims: 1 },
];

/** Where the page left the address: the list's whole state. */
function SearchProbe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

const search = () => screen.getByTestId('search').textContent;
const listAnswer =
  (data: TClaimSummary[], count = data.length, countCapped = false) =>
  () =>
    jsonResponse(200, { data, count, countCapped });

/** The shell's part of the search: `/` anywhere; the list drawn only at its own address. */
function ShortcutShell() {
  useSearchShortcut(true);
  return useLocation().pathname === '/home' ? <ClaimsListPage /> : <p>Another page</p>;
}

function renderList(path = '/home', user = makeUser('client', 'ADMIN')) {
  return renderWithApp(
    <>
      <ClaimsListPage />
      <SearchProbe />
    </>,
    { user, path },
  );
}

describe('claims list page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows each claim as a row: plate, vehicle, status, coloured labels, costs, parties and date', async () => {
    const claims = [
      makeClaimSummary(1, {
        status: 'in-repair',
        issueRaised: true,
        labels: ['Fleet', 'Old label'],
        costs: { cost: 124000 },
        repairerOrganisation: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Acme Repairs' },
      }),
      makeClaimSummary(2, { registration: 'HF66VAN', make: null, model: null, customerName: null, costs: {} }),
    ];
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer(claims, 42),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();

    expect(await screen.findByText('42 claims')).not.toBeNull();
    // The rows follow the count: they are drawn as a deferred render (claims-list-page.tsx).
    expect(await screen.findByText('FX-000001')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Claims' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('expected two rows');
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'FX-000001',
      'AB12 CDE',
      'Ford Focus',
      'Dana Whitfield',
      'In RepairIssue raised',
      'FleetOld label',
      'Acme InsuranceAcme Repairs',
      '£1,240.00',
      '2 Mar 2026',
    ]);
    expect(within(first).getByRole('link', { name: 'FX-000001' }).getAttribute('href')).toBe(
      '/dashboardClaim/00000000-0000-4000-8000-000000000001',
    );
    await waitFor(() =>
      expect(
        getComputedStyle(within(first).getByText('Fleet').closest('.MuiChip-root') as HTMLElement).backgroundColor,
      ).toBe('#1E88E5'),
    );
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'FX-000002',
      'HF66 VAN',
      '—',
      '—',
      'Registered',
      '',
      'Acme InsuranceNo repairer yet',
      '—',
      '2 Mar 2026',
    ]);
    expect(await screen.findByText('1–25 of 42')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'New claim' }).getAttribute('href')).toBe('/claim');
  });

  it('says "more than" a capped total, and leaves the next page open', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?labels=Fleet&includeCountAll=true': listAnswer([makeClaimSummary(1)], 1000, true),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList('/home?labels=Fleet');

    expect(await screen.findByText('More than 1,000 claims')).not.toBeNull();
    expect(await screen.findByText('1–25 of more than 1,000')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens the claim when its row is clicked', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([makeClaimSummary(7)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    await userEvent.click(await screen.findByText('Dana Whitfield'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboardClaim/00000000-0000-4000-8000-000000000007');
  });

  it('reads its filters from the address and asks the API with the same names', async () => {
    const path =
      '/home?status=raised-issues&plateNumber=HF66&labels=Fleet&lastDays=30&sortOrder=asc&page=2&pageSize=10';
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?status=raised-issues&lastDays=30&labels=Fleet&plateNumber=HF66&page=2&pageSize=10&sortOrder=asc&includeCountAll=true':
        listAnswer([makeClaimSummary(11, { registration: 'HF66VAN' })], 11),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList(path);
    expect(await screen.findByText('HF66 VAN')).not.toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('raised-issues');
    expect((screen.getByLabelText('Plate') as HTMLInputElement).value).toBe('HF66');
    expect((screen.getByLabelText('Created') as HTMLSelectElement).value).toBe('30');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('asc');
    expect(within(screen.getByRole('search')).getByText('Fleet')).not.toBeNull();
    expect(await screen.findByText('11–11 of 11')).not.toBeNull();
  });

  it.each([
    {
      control: 'Status',
      choice: 'Paid',
      from: ['page=3', listAnswer([makeClaimSummary(51)], 51), '51 claims'],
      to: ['status=paid', listAnswer([makeClaimSummary(8, { status: 'paid' })]), '1 claim'],
    },
    {
      control: 'Authorisation',
      choice: 'Overdue only',
      from: ['page=2', listAnswer([makeClaimSummary(26)], 60), '26–50 of 60'],
      to: ['overdue=true', listAnswer([makeClaimSummary(9, { status: 'awaiting-quote-authorisation' })]), '1 claim'],
    },
    {
      control: 'Rows per page',
      choice: '50',
      from: ['page=2', listAnswer([makeClaimSummary(26)], 60), '26–50 of 60'],
      to: ['pageSize=50', listAnswer([makeClaimSummary(1)], 60), '1–50 of 60'],
    },
  ] as const)(
    'puts a chosen $control in the address and goes back to page 1',
    async ({ control, choice, from, to }) => {
      const [fromSearch, fromAnswer, fromText] = from;
      const [toSearch, toAnswer, toText] = to;
      mockFetchRoutes(fetchMock, {
        [`GET /api/claims?${fromSearch}&includeCountAll=true`]: fromAnswer,
        [`GET /api/claims?${toSearch}&includeCountAll=true`]: toAnswer,
        'GET /api/labels': () => jsonResponse(200, LABELS),
      });
      renderList(`/home?${fromSearch}`);
      await screen.findByText(fromText);
      await userEvent.selectOptions(screen.getByLabelText(control), choice);
      expect(search()).toBe(`?${toSearch}`);
      expect(await screen.findByText(toText)).not.toBeNull();
    },
  );

  it('leaves its rows as they are while the list is fetched again, then draws the new ones', async () => {
    let answerAgain: (response: Response) => void = () => undefined;
    let calls = 0;
    const claims = [makeClaimSummary(1), makeClaimSummary(2)];
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': () =>
        ++calls === 1
          ? jsonResponse(200, { data: claims, count: 2, countCapped: false })
          : new Promise<Response>((resolve) => {
              answerAgain = resolve;
            }),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    await screen.findByText('2 claims');
    const drawn = plateDraws.count;
    // As the live feed does when a claim changes: the page draws itself again as the fetch starts.
    act(() => {
      void queryClient.invalidateQueries({ queryKey: CLAIM_LISTS_KEY });
    });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(plateDraws.count).toBe(drawn);
    const renamed = { ...makeClaimSummary(2), registration: 'ZZ99ZZZ' };
    answerAgain(jsonResponse(200, { data: [claims[0], renamed], count: 2, countCapped: false }));
    expect(await screen.findByText('ZZ99 ZZZ')).not.toBeNull();
    expect(plateDraws.count).toBeGreaterThan(drawn);
  });

  it('updates the address once typing pauses, and at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims?plateNumber=AB1&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims?plateNumber=AB12&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims?plateNumber=AB12&email=dana%40example.com&includeCountAll=true': listAnswer([]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    await screen.findByText('1 claim');
    const plate = screen.getByLabelText('Plate');
    fireEvent.change(plate, { target: { value: 'AB1' } });
    fireEvent.change(plate, { target: { value: 'AB12' } });
    expect(search()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(TEXT_FILTER_DELAY_MS));
    // The commit waits for the filters' checks, which load on first use (claim-list-filters.tsx).
    await waitFor(() => expect(search()).toBe('?plateNumber=AB12'));
    expect(fetchCalls(fetchMock).some((c) => c.call.includes('plateNumber=AB1&'))).toBe(false);

    const email = screen.getByLabelText('Customer email');
    fireEvent.change(email, { target: { value: 'dana@example.com' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe('?plateNumber=AB12&email=dana%40example.com'));
    expect(await screen.findByText('No claims match these filters')).not.toBeNull();
  });

  it('searches from one box, whatever was read out, and refuses an overlong search before it is sent', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims?search=FX-000024&includeCountAll=true': listAnswer([makeClaimSummary(24)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    await screen.findByText('1 claim');
    const box = screen.getByRole('searchbox', { name: 'Search claims' });
    fireEvent.change(box, { target: { value: 'FX-000024' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe('?search=FX-000024'));
    expect(await screen.findByText('1 claim')).not.toBeNull();

    fireEvent.change(box, { target: { value: 'x'.repeat(101) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(LIST_QUERY_MESSAGES.search)).not.toBeNull();
    fireEvent.change(box, { target: { value: 'cu' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(SHORT_SEARCH_MESSAGE)).not.toBeNull();
    expect(search()).toBe('?search=FX-000024');
  });

  it('is reached with / from another page, and focused with / on the list; a / typed in a field stays there', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderWithApp(<ShortcutShell />, { user: makeUser('client', 'ADMIN'), path: '/account' });
    await userEvent.keyboard('/');
    await screen.findByText('1 claim');
    const box = screen.getByRole('searchbox', { name: 'Search claims' });
    expect(box.getAttribute('aria-keyshortcuts')).toBe('/');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLInputElement).value).toBe('');

    const plate = screen.getByLabelText('Plate');
    await userEvent.click(plate);
    await userEvent.keyboard('AB/');
    expect(document.activeElement).toBe(plate);
    await userEvent.click(document.body);
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(box);
  });

  it('exports every claim of the list as filtered and sorted, saved as a CSV file with its byte order mark', async () => {
    const csv = 'Reference,Plate\r\nFX-000001,AB12 CDE\r\n';
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?plateNumber=AB12&page=2&sortOrder=asc&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims/export?plateNumber=AB12&sortOrder=asc': () =>
        new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    const saved: Blob[] = [];
    // jsdom has no object URLs: a URL class of the test's own that keeps what was saved.
    class SavingURL extends URL {
      static override createObjectURL(blob: Blob) {
        saved.push(blob);
        return 'blob:csv';
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal('URL', SavingURL);
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderList('/home?plateNumber=AB12&page=2&sortOrder=asc');
    await screen.findByText('1 claim');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toMatch(/^claims-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicks[0]?.href).toBe('blob:csv');
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${csv}`);
    click.mockRestore();
  });

  it('filters by labels chosen from GET /api/labels, never the same label both ways', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?excludeLabels=EV&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/claims?labels=Fleet&excludeLabels=EV&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList('/home?excludeLabels=EV');
    await screen.findByText('1 claim');
    await userEvent.click(screen.getByLabelText('With labels'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Fleet']);
    await userEvent.click(options[0] as HTMLElement);
    expect(search()).toBe('?labels=Fleet&excludeLabels=EV');
  });

  it('holds back a value the API would refuse and says why on Enter', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    await screen.findByText('1 claim');
    await userEvent.type(screen.getByLabelText('Customer phone'), '0770{Enter}');
    expect(await screen.findByText('Please provide a phone number of 7 to 15 digits')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Plate'), 'AB-12!{Enter}');
    expect(await screen.findByText('Please provide up to 8 letters and digits of a registration plate')).not.toBeNull();
    expect(search()).toBe('');
  });

  it('says when nothing matches and clears the filters, keeping the page size', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?status=paid&plateNumber=ZZ99&pageSize=50&includeCountAll=true': listAnswer([]),
      'GET /api/claims?pageSize=50&includeCountAll=true': listAnswer([makeClaimSummary(1)]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList('/home?status=paid&plateNumber=ZZ99&pageSize=50');
    expect(await screen.findByRole('heading', { name: 'No claims match these filters' })).not.toBeNull();
    expect(screen.getByText('0 claims')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search()).toBe('?pageSize=50');
    expect(await screen.findByText('FX-000001')).not.toBeNull();
    expect((screen.getByLabelText('Plate') as HTMLInputElement).value).toBe('');
  });

  it('shows skeleton rows while the first page loads', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': () => new Promise<never>(() => undefined) as never,
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList();
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it("shows the API's message when it refuses the query", async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?lastDays=99999&includeCountAll=true': () =>
        jsonResponse(400, { message: 'lastDays: Number must be at most 3650' }),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList('/home?lastDays=99999');
    expect((await screen.findByRole('alert')).textContent).toContain('lastDays: Number must be at most 3650');
  });

  it('offers no New claim button to someone who may not create claims', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?includeCountAll=true': listAnswer([]),
      'GET /api/labels': () => jsonResponse(200, LABELS),
    });
    renderList('/home', makeUser('repairer', 'USER'));
    expect(await screen.findByRole('heading', { name: 'No claims yet' })).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'New claim' })).toBeNull();
  });
});
