import { TRACK_STATUSES } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';

/** The demo's 7 organisations and these make the 20 the benchmark spreads claims over. */
const EXTRA_CLIENTS = 8;
const EXTRA_REPAIRERS = 5;
const STEPS = TRACK_STATUSES.business;

export async function addBenchOrganisations(db: Db): Promise<void> {
  const organisations = [
    ...Array.from({ length: EXTRA_CLIENTS }, (_, i) => ({ name: `Bench Insurance ${i + 1}`, type: 'client' as const })),
    ...Array.from({ length: EXTRA_REPAIRERS }, (_, i) => ({
      name: `Bench Garage ${i + 1}`,
      type: 'repairer' as const,
    })),
  ];
  await db.insertInto('organisations').values(organisations).execute();
}

/**
 * Claims numbered `from`..`to`, written by set-based SQL (seconds, not minutes): spread over every
 * client organisation and the last year, business-track statuses with their timelines (one row per
 * step, inserted step by step so the database's triggers see the previous step, as they do in life),
 * a repairer once the claim is past the marketplace, labels on about a third, a customer each.
 */
export async function seedBenchClaims(db: Db, from: number, to: number): Promise<void> {
  const steps = sql.raw(`array[${STEPS.map((s) => `'${s}'`).join(',')}]`);
  const { max } = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.coalesce(eb.fn.max('reference'), eb.lit(0)).as('max'))
    .executeTakeFirstOrThrow();
  await sql`
    with clients as (
      select array_agg(id order by name) as ids from organisations where type = 'client'
    ), repairers as (
      select array_agg(id order by name) as ids from organisations where type in ('repairer', 'bodyshop')
    ), numbered as (
      select g, (${steps})[1 + (g * 7) % ${STEPS.length}] as status,
        now() - make_interval(days => g % 365, mins => g % 1440) as created
      from generate_series(${from}::int, ${to}::int) as g
    )
    insert into claims (status, track, payer, type, client_organisation_id, repairer_organisation_id, registration,
      make, model, customer_name, customer_email, customer_phone, postcode, damage_description, incident_date,
      labels, created_at, updated_at)
    select n.status, 'business', 'insurer', 'repair',
      c.ids[1 + n.g % array_length(c.ids, 1)],
      case when n.status in ('awaiting-pickup', 'in-repair', 'finished', 'paid')
        then r.ids[1 + n.g % array_length(r.ids, 1)] end,
      chr(65 + n.g % 26) || chr(65 + (n.g / 26) % 26) || lpad((n.g % 100)::text, 2, '0')
        || chr(65 + (n.g / 7) % 26) || chr(65 + (n.g / 11) % 26) || chr(65 + (n.g / 13) % 26),
      'Ford', 'Focus', 'Customer ' || n.g, 'customer' || n.g || '@example.test',
      '07700 ' || lpad((n.g % 1000000)::text, 6, '0'), 'LS1 1AA', 'Dented panel', n.created::date - 2,
      case n.g % 9 when 0 then array['Fleet'] when 1 then array['Priority'] when 2 then array['Fleet', 'EV']
        else '{}'::text[] end,
      n.created, n.created
    from numbered n, clients c, repairers r
  `.execute(db);
  for (const [step, status] of STEPS.entries()) {
    await sql`
      insert into claim_history (claim_id, action, from_status, to_status, at)
      select c.id, ${step === 0 ? 'create' : 'step'}, ${step === 0 ? null : STEPS[step - 1]}, ${status},
        c.created_at + make_interval(hours => (${step}::int * (1 + c.reference % 48))::int)
      from claims c
      where c.reference > ${max}
        and array_position(${steps}, c.status) > ${step}
    `.execute(db);
  }
  // What autovacuum does soon after a bulk load: the counters' dead versions go, statistics are fresh.
  await sql`vacuum analyze`.execute(db);
}
