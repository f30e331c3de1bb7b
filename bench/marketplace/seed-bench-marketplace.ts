import type { Capability } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';

/** England, roughly: where the bench's claims and garages are placed. */
const SOUTH = 50.6;
const NORTH = 54.6;
const WEST = -3.4;
const EAST = 0.2;

/**
 * Gives the bench's claims places spread over England (a fixed pseudo-random spread by reference, so
 * every run is alike), and some of them a need (EV, mobile) that not every garage meets.
 */
export async function placeBenchClaims(db: Db): Promise<void> {
  await sql`
    update claims set
      latitude = ${SOUTH} + ((reference * 7919) % 10007) / 10007.0 * ${NORTH - SOUTH},
      longitude = ${WEST} + ((reference * 6563) % 10009) / 10009.0 * ${EAST - WEST},
      needs = case reference % 10 when 0 then array['ev'] when 1 then array['mobile'] else '{}'::text[] end
  `.execute(db);
  await sql`vacuum analyze claims`.execute(db);
}

/**
 * `count` bidding garages (repairers), each with one or two sites of 40–80 km reach placed over
 * England, and one person each who signs in with the demo password. Answers each person's email and user
 * id (the bare ceilings act as them) and their garage's organisation.
 */
export async function addBenchBidders(
  db: Db,
  count: number,
): Promise<{ email: string; userId: string; organisationId: string }[]> {
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', 'repairer@fixline.test')
    .executeTakeFirstOrThrow();
  const bidders = [];
  for (let n = 1; n <= count; n += 1) {
    const capabilities: Capability[] =
      n % 3 === 0 ? ['mechanical', 'bodywork', 'ev'] : ['mechanical', 'bodywork', 'mobile'];
    const organisation = await db
      .insertInto('organisations')
      .values({ name: `Bench Bidder ${n}`, type: 'repairer', capabilities })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sites = n % 2 === 0 ? 2 : 1;
    for (let site = 0; site < sites; site += 1) {
      const spread = (n * 37 + site * 101) % 97;
      await db
        .insertInto('garages')
        .values({
          organisationId: organisation.id,
          name: `Bench Bidder ${n} site ${site + 1}`,
          latitude: SOUTH + (((spread * 13) % 97) / 97) * (NORTH - SOUTH),
          longitude: WEST + (((spread * 29) % 97) / 97) * (EAST - WEST),
          serviceRadiusKm: 40 + ((n * 11) % 41),
        })
        .execute();
    }
    const email = `bench.bidder${n}@fixline.test`;
    const user = await db
      .insertInto('users')
      .values({ email, name: `Bench Bidder ${n}`, passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permissions')
      .values({ userId: user.id, organisationId: organisation.id, role: 'USER' })
      .execute();
    bidders.push({ email, userId: user.id, organisationId: organisation.id });
  }
  return bidders;
}

/**
 * `count` repair claims on the marketplace without a place, so every bidder (a repairer) is offered them:
 * where bids are placed. Repairs only: a demo bodyshop claim among them answered its bids 404, rightly.
 */
export async function openBidClaims(db: Db, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    update claims set latitude = null, longitude = null, needs = '{}', type = 'repair', status = 'in-marketplace',
      repairer_organisation_id = null
    where id in (select id from claims where status = 'in-marketplace' and deleted_at is null order by reference limit ${count})
    returning id
  `.execute(db);
  return rows.rows.map((row) => row.id);
}
