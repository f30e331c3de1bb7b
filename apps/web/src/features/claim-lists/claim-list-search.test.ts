import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeListSearch,
  claimListApiPath,
  clearedListSearch,
  hasListFilters,
  homePath,
  joinLabels,
  listPage,
  listPageSize,
  listSortOrder,
  readListSearch,
  splitLabels,
} from './claim-list-search.ts';

const params = (query: string) => new URLSearchParams(query);

describe('claims list search in the address', () => {
  it('reads the known keys only, dropping blanks and defaults', () => {
    expect(
      readListSearch(params('status=in-repair&plateNumber=ab12&page=1&pageSize=25&sortOrder=desc&email=&foo=bar')),
    ).toEqual({ status: 'in-repair', plateNumber: 'ab12' });
    expect(readListSearch(params('page=3&pageSize=50&sortOrder=asc&labels=Fleet,EV'))).toEqual({
      page: '3',
      pageSize: '50',
      sortOrder: 'asc',
      labels: 'Fleet,EV',
    });
  });

  it('writes the same search as the same address, whatever order it came in', () => {
    const a = changeListSearch(params('plateNumber=AB12&status=paid'), {});
    const b = changeListSearch(params('status=paid&plateNumber=AB12'), {});
    expect(a.toString()).toBe('status=paid&plateNumber=AB12');
    expect(b.toString()).toBe(a.toString());
  });

  it('goes back to page 1 when a filter, the page size or the sort order changes', () => {
    const on3 = params('status=paid&page=3');
    expect(changeListSearch(on3, { plateNumber: 'HF66' }).toString()).toBe('status=paid&plateNumber=HF66');
    expect(changeListSearch(on3, { pageSize: '50' }).toString()).toBe('status=paid&pageSize=50');
    expect(changeListSearch(on3, { sortOrder: 'asc' }).toString()).toBe('status=paid&sortOrder=asc');
    expect(changeListSearch(on3, { page: '4' }).toString()).toBe('status=paid&page=4');
  });

  it('removes a filter set to nothing', () => {
    expect(changeListSearch(params('status=paid&email=a@b.com'), { email: undefined }).toString()).toBe('status=paid');
    expect(changeListSearch(params('status=paid'), { status: '' }).toString()).toBe('');
  });

  it('asks the API with its own names, the page shown and the total count', () => {
    expect(claimListApiPath({})).toBe('/api/claims?includeCountAll=true');
    expect(
      claimListApiPath({ status: 'raised-issues', labels: 'Fleet,EV', page: '2', pageSize: '10', sortOrder: 'asc' }),
    ).toBe('/api/claims?status=raised-issues&labels=Fleet%2CEV&page=2&pageSize=10&sortOrder=asc&includeCountAll=true');
    // A hand-edited address cannot ask for a page size the pagination does not offer, or page 0.
    expect(claimListApiPath({ page: '0', pageSize: '7', sortOrder: 'sideways' })).toBe(
      '/api/claims?includeCountAll=true',
    );
  });

  it('builds a list link with only the given filters', () => {
    expect(homePath()).toBe('/home');
    expect(homePath({ status: 'in-repair' })).toBe('/home?status=in-repair');
  });

  it('knows which filters are set, and clears them keeping how the list is read', () => {
    const search = { status: 'paid', lastDays: '30', pageSize: '50', sortOrder: 'asc', page: '2' };
    expect(hasListFilters(search)).toBe(true);
    expect(activeFilterCount(search)).toBe(2);
    expect(clearedListSearch(search)).toEqual({ pageSize: '50', sortOrder: 'asc' });
    expect(hasListFilters({ page: '2', sortOrder: 'asc' })).toBe(false);
  });

  it('splits and joins label lists', () => {
    expect(splitLabels(' Fleet , EV,,')).toEqual(['Fleet', 'EV']);
    expect(splitLabels(undefined)).toEqual([]);
    expect(joinLabels(['Fleet', 'EV'])).toBe('Fleet,EV');
    expect(joinLabels([])).toBeUndefined();
  });

  it('reads page, page size and sort order safely', () => {
    expect(listPage({ page: '4' })).toBe(4);
    expect(listPage({ page: 'x' })).toBe(1);
    expect(listPage({ page: '-2' })).toBe(1);
    expect(listPageSize({ pageSize: '100' })).toBe(100);
    expect(listPageSize({ pageSize: '101' })).toBe(25);
    expect(listSortOrder({ sortOrder: 'asc' })).toBe('asc');
    expect(listSortOrder({})).toBe('desc');
  });
});
