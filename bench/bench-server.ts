import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { listMarketplace } from '../apps/server/src/modules/marketplace/list-marketplace.ts';
import { MARKETPLACE_FIRST_PAGE } from './marketplace/marketplace-query.ts';

/**
 * The server under load, in a process of its own so the load generator does not share its event loop:
 * the real app on PORT, and on CEILING_PORT a bare Fastify route doing one primary-key SELECT through
 * the same driver (Kysely over pg) — the most a request can cost less than, on this machine.
 */
const config = { ...loadConfig(), webDistDir: undefined };
const db = createDb(config.databaseUrl as string);
const app = await buildApp({ config, db });
await app.listen({ host: '127.0.0.1', port: config.port });

const ceilingDb = createDb(config.databaseUrl as string);
const ceiling = Fastify();
ceiling.get<{ Params: { id: string } }>('/ceiling/:id', (request) =>
  ceilingDb.selectFrom('claims').select(['id', 'status']).where('id', '=', request.params.id).executeTakeFirst(),
);
// The marketplace list's own SQL, run bare: what a garage's list costs without HTTP, sign-in or answer shaping.
ceiling.get<{ Params: { organisationId: string } }>('/ceiling/marketplace/:organisationId', (request) =>
  listMarketplace(ceilingDb, { id: request.params.organisationId, type: 'repairer' }, MARKETPLACE_FIRST_PAGE),
);
await ceiling.listen({ host: '127.0.0.1', port: Number(process.env.CEILING_PORT) });
process.stdout.write('ready\n');

// A clean exit, so `node --cpu-prof` can write its profile when the bench stops the server.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await Promise.all([app.close(), ceiling.close()]);
    await Promise.all([db.destroy(), ceilingDb.destroy()]);
    process.exit(0);
  });
}
