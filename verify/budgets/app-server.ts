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
 * The token of a demo claim's working driver link whose page path starts so (`/rate/`, `/track/`,
 * `/pickup/`), as its client staff are shown it: in the query (`?token=`) or at the end of the path.
 */
export async function demoLinkToken(origin: string, token: string, claimId: string, page: string): Promise<string> {
  const response = await fetch(`${origin}/api/claims/${claimId}/driver-links`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const links = (await response.json()) as { state: string; url: string | null }[];
  const url = links.find((link) => link.state === 'active' && link.url?.includes(page))?.url;
  if (!url) throw new Error(`The demo data has no working ${page} link on claim ${claimId}`);
  return new URL(url).searchParams.get('token') ?? decodeURIComponent(url.split(page)[1] as string);
}
