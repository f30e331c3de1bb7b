import { DEMO_PASSWORD } from '../src/demo/demo-data.ts';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** A raw body sent as it is (malformed JSON, other content types). */
  raw?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** A small client over real HTTP (fetch), answering status and parsed JSON. */
export function httpClient(baseUrl: string) {
  async function call<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
    };
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/users/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  }

  return {
    call,
    login,
    get: <T = unknown>(path: string, o?: RequestOptions) => call<T>('GET', path, o),
    post: <T = unknown>(path: string, o?: RequestOptions) => call<T>('POST', path, o),
    put: <T = unknown>(path: string, o?: RequestOptions) => call<T>('PUT', path, o),
    delete: <T = unknown>(path: string, o?: RequestOptions) => call<T>('DELETE', path, o),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
