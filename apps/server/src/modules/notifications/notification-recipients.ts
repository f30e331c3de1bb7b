import {
  type ChannelChoice,
  type ClaimTrack,
  DEFAULT_CHANNELS,
  type NotificationType,
  type OrganisationType,
  type Privilege,
  ROLE_PRIVILEGES,
  type Role,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { REPAIR_READ } from '../claims/read-claims.ts';

export interface Recipient extends ChannelChoice {
  userId: string;
  email: string;
  /** Where opening the notification leads for them (spec 2). */
  claimPath: string;
}

/** The claim as its notifications name it, read with its recipients rather than once more after them. */
export interface NotifiedClaim {
  registration: string;
  reference: number;
  track: ClaimTrack;
}

/** The roles of an organisation type that read claims with one of these privileges, from the grant table. */
function rolesReading(type: OrganisationType, privileges: readonly Privilege[]): Role[] {
  const byRole: Record<Role, readonly Privilege[]> = ROLE_PRIVILEGES[type];
  return (Object.keys(byRole) as Role[]).filter((role) => byRole[role].some((p) => privileges.includes(p)));
}
const CLIENT_ROLES = rolesReading('client', ['ReadClaims']);
const REPAIRER_ROLES = [
  ...new Set([...rolesReading('repairer', REPAIR_READ), ...rolesReading('bodyshop', REPAIR_READ)]),
];

/**
 * Who hears about a claim: the client organisation's staff who read claims, the assigned repairer's or
 * bodyshop's, and the super admins who follow it (created it, acted on it or commented). Never the
 * actor, never a disabled account, never anyone outside those reaches — so never anyone who cannot read it.
 * `alsoTell` adds garages no longer (or never) the claim's parties: the losers of a choice, a replaced repairer.
 * Each comes with the channels they chose for the event's type, or the defaults (decision 0059). The
 * claim comes with them; when nobody is to hear of it, neither is needed.
 */
export async function notificationRecipients(
  trx: Db,
  claimId: string,
  type: NotificationType,
  actorId: string | null,
  alsoTell: readonly string[] = [],
): Promise<{ claim: NotifiedClaim | null; recipients: Recipient[] }> {
  const rows = await sql<{ userId: string; email: string; viaRepairer: boolean } & ChannelChoice & NotifiedClaim>`
    with claim as (select * from claims where id = ${claimId}),
    followers as (
      select created_by as id from claim
      union select actor_id from claim_history where claim_id = ${claimId}
      union select author_id from claim_comments where claim_id = ${claimId}
    )
    select u.id as user_id, min(u.email) as email, bool_and(
      c.repairer_organisation_id is not distinct from p.organisation_id or p.organisation_id = any(${[...alsoTell]}::uuid[])
    ) as via_repairer,
      coalesce(bool_and(np.in_app), ${DEFAULT_CHANNELS.inApp}) as in_app,
      coalesce(bool_and(np.push), ${DEFAULT_CHANNELS.push}) as push,
      coalesce(bool_and(np.mail), ${DEFAULT_CHANNELS.mail}) as mail,
      c.registration, c.reference, c.track
    from users u
    join permissions p on p.user_id = u.id
    join organisations o on o.id = p.organisation_id
    left join notification_preferences np on np.user_id = u.id and np.type = ${type}
    cross join claim c
    where u.disabled_at is null
      and u.id is distinct from ${actorId}
      and (
        (p.organisation_id = c.client_organisation_id and p.role in (${sql.join(CLIENT_ROLES)}))
        or (p.organisation_id = c.repairer_organisation_id and p.role in (${sql.join(REPAIRER_ROLES)}))
        or (o.type = 'platform' and p.role = 'SUPER_ADMIN' and u.id in (select id from followers))
        or (p.organisation_id = any(${[...alsoTell]}::uuid[]) and p.role in (${sql.join(REPAIRER_ROLES)}))
      )
    group by u.id, c.registration, c.reference, c.track
  `.execute(trx);
  const first = rows.rows[0];
  return {
    claim: first ? { registration: first.registration, reference: first.reference, track: first.track } : null,
    recipients: rows.rows.map(({ viaRepairer, registration, reference, track, ...row }) => ({
      ...row,
      claimPath: `${viaRepairer ? '/marketplace/claims' : '/dashboardClaim'}/${claimId}`,
    })),
  };
}
