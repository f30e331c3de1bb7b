import type { Capability, OrganisationType, Role } from '@fixline/domain';
import { sql } from 'kysely';
import { createTokens } from '../../apps/server/src/auth/tokens.ts';
import type { Db } from '../../apps/server/src/db/database.ts';

/** A signed-in person of the model: real user, real permission, real session, a token signed for it. */
export interface Person {
  userId: string;
  token: string;
  organisationId: string;
  organisationType: OrganisationType;
  role: Role;
  /** Claims this person may read (a sample of their organisation's): claim pages and comments go here. */
  claims: string[];
  /** Plates of some of those claims, for plate searches. */
  plates: string[];
}

export interface MixWorld {
  people: Person[];
  handlers: Person[];
  garageStaff: Person[];
  /** Repairers' staff: they bid and open the marketplace (bodyshops are offered other work). */
  bidders: Person[];
  /** Each client organisation's claims kept for status actions (archive, then unarchive): id → archived now. */
  statusClaims: Map<string, { organisationId: string; archived: boolean; busy: boolean }>;
  /** On the marketplace without a place, so every repairer is offered them: where bids go. */
  bidClaims: string[];
  /** Every client organisation's FNOL code: drivers report with them. */
  fnolCodes: string[];
}

export const PEOPLE = 400;
/** Three in four people are insurers' handlers; the rest are garages' staff. */
const CLIENT_SHARE = 0.75;
const SAMPLE_PER_ORGANISATION = 400;
const STATUS_CLAIMS_PER_CLIENT = 30;

/**
 * The 20 organisations made ready for the mix: every insurer gets an FNOL code (the demo's two have
 * theirs), the bench garages their capabilities, and every repairer and bodyshop without a site one or
 * two sites over England, so the marketplace measures distance from them as it does for real garages.
 */
export async function prepareOrganisations(db: Db): Promise<void> {
  await sql`
    update organisations o set fnol_code = 'BENCH' || n.rank
    from (select id, row_number() over (order by name) as rank from organisations
          where type = 'client' and fnol_code is null) n
    where o.id = n.id
  `.execute(db);
  const capabilities: Capability[] = ['mechanical', 'bodywork', 'ev'];
  await db
    .updateTable('organisations')
    .set({ capabilities })
    .where('type', '=', 'repairer')
    .where('name', 'like', 'Bench Garage%')
    .execute();
  await sql`
    insert into garages (organisation_id, name, latitude, longitude, service_radius_km)
    select o.id, o.name || ' site ' || s, 50.6 + ((n * 37 + s * 101) % 97) / 97.0 * 4.0,
      -3.4 + ((n * 53 + s * 29) % 97) / 97.0 * 3.6, 40 + (n * 11) % 41
    from (select id, name, row_number() over (order by name) as n from organisations
          where type in ('repairer', 'bodyshop')
            and not exists (select 1 from garages g where g.organisation_id = organisations.id)) o,
      generate_series(1, 2) as s
    where s = 1 or o.n % 2 = 0
  `.execute(db);
}

/**
 * PEOPLE people over the client, repairer and bodyshop organisations (one in ten an admin), each with
 * a live session and a token signed with the bench server's secret — no 400 logins, real permissions:
 * the server loads each request's actor from its session as it always does.
 */
export async function seedPeople(db: Db, secret: string): Promise<Person[]> {
  const organisations = await db
    .selectFrom('organisations')
    .select(['id', 'type'])
    .where('type', 'in', ['client', 'repairer', 'bodyshop'])
    .orderBy('name')
    .execute();
  const clients = organisations.filter((o) => o.type === 'client');
  const garages = organisations.filter((o) => o.type !== 'client');
  const clientPeople = Math.round(PEOPLE * CLIENT_SHARE);
  const places = [
    ...Array.from({ length: clientPeople }, (_, i) => clients[i % clients.length]),
    ...Array.from({ length: PEOPLE - clientPeople }, (_, i) => garages[i % garages.length]),
  ].filter((o) => o !== undefined);
  const users = await db
    .insertInto('users')
    .values(
      places.map((_, i) => ({
        email: `mix.person${i}@example.test`,
        name: `Mix person ${i}`,
        passwordHash: 'not-for-signing-in',
      })),
    )
    .returning('id')
    .execute();
  const roles: Role[] = places.map((_, i) => (i % 10 === 0 ? 'ADMIN' : 'USER'));
  await db
    .insertInto('permissions')
    .values(
      users.map((user, i) => ({ userId: user.id, organisationId: places[i]?.id ?? '', role: roles[i] ?? 'USER' })),
    )
    .execute();
  const expiresAt = new Date(Date.now() + 4 * 60 * 60 * 1000);
  const sessions = await db
    .insertInto('sessions')
    .values(users.map((user) => ({ userId: user.id, expiresAt })))
    .returning(['id', 'userId'])
    .execute();
  const tokens = createTokens(new TextEncoder().encode(secret));
  const samples = await claimSamples(db);
  const people: Person[] = [];
  for (const [i, session] of sessions.entries()) {
    const place = places[i];
    if (!place) continue;
    const sample = samples.get(place.id) ?? { ids: [], plates: [] };
    people.push({
      userId: session.userId,
      token: await tokens.sign({ userId: session.userId, sessionId: session.id }, expiresAt),
      organisationId: place.id,
      organisationType: place.type,
      role: roles[i] ?? 'USER',
      claims: sample.ids,
      plates: sample.plates,
    });
  }
  return people;
}

/** A random sample of each organisation's claims: an insurer's own, a garage's assigned ones. */
async function claimSamples(db: Db) {
  const { rows } = await sql<{ organisationId: string; id: string; registration: string }>`
    select organisation_id, id, registration from (
      select p.organisation_id, c.id, c.registration,
        row_number() over (partition by p.organisation_id order by md5(c.id::text)) as n
      from claims c
      join lateral (values (c.client_organisation_id), (c.repairer_organisation_id)) p(organisation_id) on true
      where c.deleted_at is null and p.organisation_id is not null
    ) s where n <= ${SAMPLE_PER_ORGANISATION}
  `.execute(db);
  const samples = new Map<string, { ids: string[]; plates: string[] }>();
  for (const row of rows) {
    const sample = samples.get(row.organisationId) ?? { ids: [], plates: [] };
    sample.ids.push(row.id);
    sample.plates.push(row.registration);
    samples.set(row.organisationId, sample);
  }
  return samples;
}

/** Each insurer's claims in repair that handlers archive and unarchive in turn (a repairer hears of each). */
export async function statusClaims(db: Db): Promise<MixWorld['statusClaims']> {
  const { rows } = await sql<{ id: string; organisationId: string }>`
    select id, client_organisation_id as organisation_id from (
      select id, client_organisation_id,
        row_number() over (partition by client_organisation_id order by reference desc) as n
      from claims where status = 'in-repair' and deleted_at is null
    ) s where n <= ${STATUS_CLAIMS_PER_CLIENT}
  `.execute(db);
  return new Map(rows.map((row) => [row.id, { organisationId: row.organisationId, archived: false, busy: false }]));
}

export async function fnolCodes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('organisations')
    .select('fnolCode')
    .where('type', '=', 'client')
    .where('fnolCode', 'is not', null)
    .execute();
  return rows.map((row) => row.fnolCode).filter((code): code is string => code !== null);
}
