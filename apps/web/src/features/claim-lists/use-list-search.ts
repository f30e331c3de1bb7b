import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeListSearch, type ListSearch, listSearchParams, readListSearch } from './claim-list-search.ts';

/**
 * The list's search from the address, and a way to change it. The router updates the address at once but
 * renders it a moment later (a transition), so two quick changes (a status, then Enter in the plate field)
 * would each start from the old address and the second undo the first. Changes therefore build on the
 * last one made here, and take the router's value again only when the address changes from elsewhere
 * (Back, a link). `change` and `replace` stay the same functions until the router's own setter changes
 * (on a change of address), so the memoised rows they are given do not draw again on every render.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const seen = useRef(key);
  const latest = useRef(params);
  if (key !== seen.current) {
    seen.current = key;
    latest.current = params;
  }
  const set = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return {
    search: readListSearch(params),
    change: useCallback((changes: ListSearch) => set(changeListSearch(latest.current, changes)), [set]),
    replace: useCallback((search: ListSearch) => set(listSearchParams(search)), [set]),
  };
}
