import pg from 'pg';

/** Creating and dropping whole databases on a server: the app's own on first start, one per test file. */
async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  });
}

/** The same server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database as a copy of `template`, to which no one may be connected meanwhile (tests' demo). */
export function createDatabaseFrom(serverUrl: string, name: string, template: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
    );
  });
}

/** No new connections to a database (a template's copies are open to them as usual); it can still be dropped. */
export function refuseConnections(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (client) => {
    await client.query(`alter database ${client.escapeIdentifier(name)} with allow_connections false`);
  });
}
