/**
 * The browser's XMLHttpRequest as far as an upload's PUT goes (`vi.stubGlobal('XMLHttpRequest', FakeXhr)`):
 * it records what it was given and lets the test answer it. `sent` lists every request sent since the
 * test emptied it; `last` is the latest made.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}
