import type { TGarageList, ZGarageListQuery, z } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { garagesReached } from './garage-policy.ts';
import { presentGarage, selectGarages } from './garage-queries.ts';

/**
 * /garages: the caller's organisations' garages (every garage for super admins, who may narrow to one
 * organisation), searched over name, town and postcode; by name, one page at a time, with the total.
 */
export async function listGarages(
  db: Db,
  actor: Actor,
  query: z.output<typeof ZGarageListQuery>,
): Promise<TGarageList> {
  const reach = garagesReached(actor, 'ReadGarages');
  if (reach?.length === 0) return { data: [], total: 0 };
  let select = selectGarages(db);
  if (reach) select = select.where('garages.organisationId', 'in', reach);
  if (query.organisationId) select = select.where('garages.organisationId', '=', query.organisationId);
  if (query.search) {
    const pattern = likePattern(query.search);
    select = select.where((eb) =>
      eb.or([
        eb('garages.name', 'ilike', pattern),
        eb('garages.town', 'ilike', pattern),
        eb('garages.postcode', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    select
      .orderBy((eb) => eb.fn('lower', ['garages.name']))
      .orderBy('garages.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    select
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(presentGarage), total: Number(count.total) };
}
