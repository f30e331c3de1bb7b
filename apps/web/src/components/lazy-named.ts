import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a component exported by name (React's wants a default export): the module loads the
 * first time the component renders, so it stays out of the chunk of whoever imports it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component's props pass through.
export function lazyNamed<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: (await load())[name] }));
}
