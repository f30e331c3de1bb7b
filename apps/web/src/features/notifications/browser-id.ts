/** Spec 9: a browser id is stored for push use; the server keeps one subscription per user and browser. */
const BROWSER_ID_KEY = 'browserId';

export function browserId(): string {
  const stored = localStorage.getItem(BROWSER_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  localStorage.setItem(BROWSER_ID_KEY, id);
  return id;
}

export function storedBrowserId(): string | null {
  return localStorage.getItem(BROWSER_ID_KEY);
}
