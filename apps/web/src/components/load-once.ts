/** A module's part loaded on first need: one request however many ask, and tried again after a failure. */
export interface LoadOnce<T> {
  /** Starts the load if nothing has, and answers with what it loads. */
  load(): Promise<T>;
  /** What has loaded, once it has: for answering at once when it is there. */
  loaded(): T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      loading ??= importer().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          loading = undefined; // tried again at the next need
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}
