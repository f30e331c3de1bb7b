import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { startServerProcess } from '../../apps/server/test/server-process.ts';

export interface AppServer {
  origin: string;
  /** The server's process; its embedded PostgreSQL runs in processes of its own below it. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The production app as people get it: `npm run build`'s files served by the real server, on a free
 * port with its own embedded PostgreSQL and the demo data in a fresh directory, removed on stop.
 */
export async function startAppServer(): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixline-budgets-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    // The first start creates the database and seeds the demo data, which takes a while.
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { timeoutMs: 180_000 });
    return {
      origin: server.url,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** A demo account's sign-in token, as the login page would store it (spec 9: localStorage `jwt`). */
export const demoToken = (origin: string, email: string, password: string): Promise<string> =>
  httpClient(origin).login(email, password);

/**
 * The address of a demo claim's working driver link whose page path starts so (`/rate/`, `/track/`,
 * `/pickup/`, `/quote-accept/`, `/bodyshop/`), as staff who may see the claim are shown it.
 */
export async function demoLinkUrl(origin: string, token: string, claimId: string, page: string): Promise<string> {
  const response = await fetch(`${origin}/api/claims/${claimId}/driver-links`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const links = (await response.json()) as { state: string; url: string | null }[];
  const url = links.find((link) => link.state === 'active' && link.url?.includes(page))?.url;
  if (!url) throw new Error(`The demo data has no working ${page} link on claim ${claimId}`);
  return url;
}

/** That link's path and query, to open on the server under check whatever origin the link names. */
export async function demoLinkPath(origin: string, token: string, claimId: string, page: string): Promise<string> {
  const { pathname, search } = new URL(await demoLinkUrl(origin, token, claimId, page));
  return `${pathname}${search}`;
}

/** That link's token: in the query (`?token=`) or at the end of the path. */
export async function demoLinkToken(origin: string, token: string, claimId: string, page: string): Promise<string> {
  const url = await demoLinkUrl(origin, token, claimId, page);
  return new URL(url).searchParams.get('token') ?? decodeURIComponent(url.split(page)[1] as string);
}

/**
 * A driver link issued now by staff (POST /api/claims/{id}/driver-links), for a page the demo mailed no
 * link for (the payment page of its finished claim): the link's path and query.
 */
export async function issuedLinkPath(origin: string, token: string, claimId: string, purpose: string): Promise<string> {
  const response = await fetch(`${origin}/api/claims/${claimId}/driver-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ purpose }),
  });
  if (!response.ok) throw new Error(`A ${purpose} link on claim ${claimId}: ${response.status}`);
  const { url } = (await response.json()) as { url: string | null };
  if (!url) throw new Error(`The ${purpose} purpose has no driver page`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
