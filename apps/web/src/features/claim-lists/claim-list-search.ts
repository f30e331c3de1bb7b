import {
  CLAIM_LIST_STATUSES,
  CLAIM_PAGE_SIZES,
  type ClaimListSearch,
  type ClaimListStatus,
  DEFAULT_CLAIM_PAGE_SIZE,
} from '@fixline/domain';

/**
 * The claims list keeps all of its state in the address, under the API's own parameter names, so a
 * filtered view can be shared and survives a reload; the same search then becomes the API's query.
 */

/** The filters a person sets; page, page size and sort order are how the result is shown. */
export const LIST_FILTER_KEYS = [
  'search',
  'status',
  'lastDays',
  'labels',
  'excludeLabels',
  'plateNumber',
  'email',
  'phoneNumber',
  'overdue',
] as const satisfies readonly (keyof ClaimListSearch)[];

/** Every key the page reads from the address, in the order it writes them. */
const LIST_SEARCH_KEYS = [...LIST_FILTER_KEYS, 'page', 'pageSize', 'sortOrder'] as const;

export type ListSearchKey = (typeof LIST_SEARCH_KEYS)[number];
export type ListSearch = Partial<Record<ListSearchKey, string>>;

/** The 'Created' filter's choices in days; a shared link may carry any other number, which is kept. */
export const LAST_DAYS_CHOICES = [7, 30, 90, 365] as const;

/** The values the address needs no parameter for, so a plain /home is the default view. */
const DEFAULTS: ListSearch = { page: '1', pageSize: String(DEFAULT_CLAIM_PAGE_SIZE), sortOrder: 'desc' };

/** The list's search from the address: known keys only, blanks dropped, defaults left out. */
export function readListSearch(params: URLSearchParams): ListSearch {
  const search: ListSearch = {};
  for (const key of LIST_SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value !== DEFAULTS[key]) search[key] = value;
  }
  return search;
}

/** The address's query for a search, keys in one order so equal searches give equal addresses. */
export function listSearchParams(search: ListSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_SEARCH_KEYS) {
    const value = search[key]?.trim();
    if (value && value !== DEFAULTS[key]) params.set(key, value);
  }
  return params;
}

/**
 * The address after a change: an undefined or blank value removes its parameter. A change of anything
 * but the page goes back to page 1, since the old page number means nothing in the new result.
 */
export function changeListSearch(params: URLSearchParams, changes: ListSearch): URLSearchParams {
  const next: ListSearch = { ...readListSearch(params), ...changes };
  if (!('page' in changes)) delete next.page;
  return listSearchParams(next);
}

/** The address of the list with only these filters, e.g. the dashboard's 'See all in the list'. */
export function homePath(search: ListSearch = {}): string {
  const query = listSearchParams(search).toString();
  return query ? `/home?${query}` : '/home';
}

/** GET /api/claims with the search and the total count; raised-issues is a status the API accepts too. */
export function claimListApiPath(search: ListSearch): string {
  // Page and size as the pagination shows them, so a hand-edited address cannot ask for another page.
  const shown = {
    ...search,
    page: String(listPage(search)),
    pageSize: String(listPageSize(search)),
    sortOrder: listSortOrder(search),
  };
  const params = listSearchParams(shown);
  params.set('includeCountAll', 'true');
  return `/api/claims?${params.toString()}`;
}

/** GET /api/claims/export with the list's filters and sort: every matching claim, not one page. */
export function claimExportApiPath(search: ListSearch): string {
  const { page: _page, pageSize: _pageSize, ...filters } = search;
  const query = listSearchParams(filters).toString();
  return query ? `/api/claims/export?${query}` : '/api/claims/export';
}

export function hasListFilters(search: ListSearch): boolean {
  return LIST_FILTER_KEYS.some((key) => search[key] !== undefined);
}

export function activeFilterCount(search: ListSearch): number {
  return LIST_FILTER_KEYS.filter((key) => search[key] !== undefined).length;
}

/** Filters cleared; the page size and sort order stay, being how this person likes to read the list. */
export function clearedListSearch(search: ListSearch): ListSearch {
  return { pageSize: search.pageSize, sortOrder: search.sortOrder };
}

/** 'Urgent,VIP' → ['Urgent', 'VIP'], as the API reads a comma list. */
export function splitLabels(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export function joinLabels(names: readonly string[]): string | undefined {
  return names.length > 0 ? names.join(',') : undefined;
}

/** The page from 1; anything that is not a whole number from 1 reads as the first page. */
export function listPage(search: ListSearch): number {
  const page = Number(search.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page size, when it is one the pagination offers; otherwise the default. */
export function listPageSize(search: ListSearch): number {
  const size = Number(search.pageSize);
  return (CLAIM_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CLAIM_PAGE_SIZE;
}

/** Newest first unless the address says 'asc'. */
export function listSortOrder(search: ListSearch): 'asc' | 'desc' {
  return search.sortOrder === 'asc' ? 'asc' : 'desc';
}

export function isClaimListStatus(value: string | undefined): value is ClaimListStatus {
  return (CLAIM_LIST_STATUSES as readonly string[]).includes(value ?? '');
}
