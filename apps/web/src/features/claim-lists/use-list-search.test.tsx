import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSearch } from './use-list-search.ts';

function useListSearchAndLocation() {
  return { list: useListSearch(), location: useLocation() };
}

const inRouter =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('useListSearch', () => {
  it('builds each change on the last, even before the router has rendered the first', () => {
    const { result } = renderHook(useListSearchAndLocation, { wrapper: inRouter('/home?page=3') });
    const { change } = result.current.list;
    // Both from the same render, as a delayed text filter and a select would be.
    act(() => {
      change({ status: 'paid' });
      change({ plateNumber: 'AB12' });
    });
    expect(result.current.location.search).toBe('?status=paid&plateNumber=AB12');
    expect(result.current.list.search).toEqual({ status: 'paid', plateNumber: 'AB12' });
  });

  it('replaces the whole search', () => {
    const { result } = renderHook(useListSearchAndLocation, { wrapper: inRouter('/home?status=paid&pageSize=50') });
    act(() => result.current.list.replace({ pageSize: '50' }));
    expect(result.current.location.search).toBe('?pageSize=50');
  });
});
