import {
  type AlsoTold,
  type ChannelChoice,
  type ClaimTrack,
  DEFAULT_CHANNELS,
  NOTIFICATION_AUDIENCES,
  type NotificationType,
  namesGarage,
  type OrganisationType,
  type Privilege,
  ROLE_PRIVILEGES,
  type Role,
  type TNotificationPayload,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PushTarget } from '../../integrations/push/push-sender.ts';
import { REPAIR_READ } from '../claims/read-claims.ts';

export interface Recipient extends ChannelChoice {
  userId: string;
  email: string;
  /** Where opening the notification leads for them (spec 2). */
  claimPath: string;
  /** Their browsers' push subscriptions, when they have the event pushed; none otherwise. */
  subscriptions: PushSubscriptionTarget[];
  /** Their notification's payload as stored: who they are to the event, for their own text. */
  payload: TNotificationPayload;
}

/** A browser to push to, and the row to delete when the push service says it is gone. */
export interface PushSubscriptionTarget extends PushTarget {
  id: string;
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

/** The event's notification, as each in-app recipient's row stores it. */
export interface NotificationToRecord {
  id: string;
  claimId: string;
  type: NotificationType;
  actorId: string | null;
  /** The actor's name, when there is one: the payload's `user`. */
  actorName: string | null;
  payload: TNotificationPayload;
  createdAt: Date;
  alsoTell?: AlsoTold;
  /** The garage the event is about, when not the claim's repairer (a bid's garage). */
  garage?: string;
}

/**
 * Who hears about a claim: the client organisation's staff who read claims, the assigned repairer's or
 * bodyshop's, and the super admins who follow it (created it, acted on it or commented). Never the
 * actor, never a disabled account, never anyone outside those reaches — so never anyone who cannot read it.
 * `alsoTell` adds garages no longer (or never) the claim's parties: the losers of a choice, a replaced repairer.
 * Each comes with the channels they chose for the event's type, or the defaults (decision 0059), and
 * with their audience (notification-texts.ts): the claim's repairer, else a garage told as a loser or
 * the one replaced, the client's staff, or staff. Their payload carries it with the claim's reference,
 * and the garage's name only when their text names it (bidders are anonymous to each other).
 * The same statement stores the notification of each recipient who has it in the app, so an event costs
 * one round trip for its recipients and their notifications, not two (decision 0071). It answers the
 * claim as notifications name it and each recipient's payload as stored (a retail claim's says so);
 * when nobody is to hear of it, neither is needed.
 */
export async function recordNotifications(
  trx: Db,
  notification: NotificationToRecord,
): Promise<{ claim: NotifiedClaim | null; recipients: Recipient[] }> {
  const { id, claimId, type, actorId, actorName, payload, createdAt, alsoTell: told = {}, garage } = notification;
  const alsoTell = Object.values(told).flat();
  const namingGarage = NOTIFICATION_AUDIENCES.filter((audience) => namesGarage(type, audience));
  const rows = await sql<
    {
      userId: string;
      email: string;
      viaRepairer: boolean;
      payload: TNotificationPayload;
      subscriptions: PushSubscriptionTarget[];
      audience: string;
      repairerName: string | null;
    } & ChannelChoice &
      NotifiedClaim
  >`
    with claim as (
      select claims.*, (select name from organisations where id = claims.repairer_organisation_id) as repairer_name
      from claims where id = ${claimId}
    ),
    followers as (
      select created_by as id from claim
      union select actor_id from claim_history where claim_id = ${claimId}
      union select author_id from claim_comments where claim_id = ${claimId}
    ),
    recipients as (
      select u.id as user_id, min(u.email) as email, bool_and(
        c.repairer_organisation_id is not distinct from p.organisation_id or p.organisation_id = any(${[...alsoTell]}::uuid[])
      ) as via_repairer,
        coalesce(bool_and(np.in_app), ${DEFAULT_CHANNELS.inApp}) as in_app,
        coalesce(bool_and(np.push), ${DEFAULT_CHANNELS.push}) as push,
        coalesce(bool_and(np.mail), ${DEFAULT_CHANNELS.mail}) as mail,
        c.registration, c.reference, c.track,
        -- Who they are to the event, the most particular of their roles: the claim's repairer (a garage
        -- named outright wins though its own bid was settled as lost), a garage told as what it is to it,
        -- the client's staff, else staff.
        (array_agg(
          case
            when p.organisation_id = c.repairer_organisation_id then 'repairer'
            when p.organisation_id = any(${alsoTell}::uuid[]) then (
              select t.key from jsonb_each(${JSON.stringify(told)}::jsonb) t
              where t.value @> to_jsonb(p.organisation_id::text) limit 1
            )
            when p.organisation_id = c.client_organisation_id then 'client'
            else 'staff'
          end
          order by case
            when p.organisation_id = c.repairer_organisation_id then 0
            when p.organisation_id = any(${alsoTell}::uuid[]) then 1
            when p.organisation_id = c.client_organisation_id then 2
            else 3
          end
        ))[1] as audience,
        c.repairer_name
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
      group by u.id, c.registration, c.reference, c.track, c.repairer_organisation_id, c.repairer_name
    ),
    addressed as (
      select r.*,
        -- { user, retail, audience, reference, garage, ...the event's payload }: the event's own fields win,
        -- as in a spread; the garage only for an audience whose text names it.
        ${JSON.stringify(actorName === null ? {} : { user: actorName })}::jsonb
          || case when r.track = 'retail' then '{"retail": true}'::jsonb else '{}'::jsonb end
          || jsonb_strip_nulls(jsonb_build_object(
            'audience', r.audience,
            'reference', r.reference,
            'garage', case when r.audience = any(${namingGarage}::text[]) then coalesce(${garage ?? null}::text, r.repairer_name) end
          ))
          || ${JSON.stringify(payload)}::jsonb as payload
      from recipients r
    ),
    -- The same few parameters however many recipients: one prepared statement, not one per count.
    notified as (
      insert into notifications (id, recipient_id, claim_id, type, registration, payload, created_at)
      select ${id}::uuid, user_id, ${claimId}::uuid, ${type}, registration, payload, ${createdAt}
      from addressed where in_app
    )
    -- Their browsers for a push, read here rather than in a statement of their own after the commit.
    select r.*, case when r.push then (
      select coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)), '[]')
      from push_subscriptions s where s.user_id = r.user_id
    ) else '[]' end as subscriptions
    from addressed r
  `.execute(trx);
  const first = rows.rows[0];
  return {
    claim: first ? { registration: first.registration, reference: first.reference, track: first.track } : null,
    recipients: rows.rows.map(
      ({ viaRepairer, registration, reference, track, audience: _audience, repairerName: _name, ...row }) => ({
        ...row,
        claimPath: `${viaRepairer ? '/marketplace/claims' : '/dashboardClaim'}/${claimId}`,
      }),
    ),
  };
}
