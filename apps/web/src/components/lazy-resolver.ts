import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading now (on the form's first focus, say) so the first check need not wait. */
  preload: () => void;
};

/**
 * A react-hook-form resolver that loads on first use: for a form on the way in (the login page), whose
 * schema brings zod with it (≈ 25 KiB gzipped) and is not needed until someone types. Every check waits
 * for it, so nothing is validated less; a failed load is tried again at the next check.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
