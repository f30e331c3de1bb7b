import { useSearchParams } from 'react-router';

/**
 * A list page's filters, kept in the address so a filtered list can be shared and survives a reload:
 * the current values, and a setter that puts one in (or takes it out when empty) without adding a step
 * to the browser's history.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params, setFilter] as const;
}
