import {
  AUTHORISATION_DEADLINE_TEXT,
  type AuthorisationStatus,
  awaitsAuthorisation,
  type ClaimStatus,
  claimReference,
  ORGANISATION_SETTINGS,
  privilegesFor,
  ROLES_BY_ORGANISATION_TYPE,
  type Role,
} from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import { authorisationEscalationMail, authorisationReminderMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import { addJob } from '../../jobs/add-job.ts';
import { recordHistory } from './claim-history.ts';
import { addUkWorkingDays } from './uk-working-days.ts';

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'authorisation-reminder': { claimId: string; dueAt: string };
    'authorisation-escalation': { claimId: string; dueAt: string };
  }
}

/** The timeline's name for the deadline's own entries: no person escalated the claim. */
export const DEADLINE_ACTOR = 'Authorisation deadline';

/**
 * What a status change does to the claim's authorisation deadline (decision 0056), in its transaction:
 * entering awaiting-quote- or awaiting-bid-authorisation fixes the deadline from the client's setting
 * (a later change of the setting moves no deadline) and schedules the reminder and the escalation;
 * leaving clears it. Each job is keyed by claim, so a new wait replaces the jobs of the last one.
 */
export async function authorisationDeadlineChanges(
  trx: Db,
  claim: Pick<Claim, 'id' | 'status' | 'clientOrganisationId'>,
  to: ClaimStatus,
  now: Date,
): Promise<Updateable<ClaimTable>> {
  if (!awaitsAuthorisation(to)) {
    return awaitsAuthorisation(claim.status) ? { authorisationDueAt: null, authorisationEscalatedAt: null } : {};
  }
  if (claim.status === to) return {};
  const client = await trx
    .selectFrom('organisations')
    .select('authorisationDeadlineDays')
    .where('id', '=', claim.clientOrganisationId)
    .executeTakeFirst();
  const days = client?.authorisationDeadlineDays ?? ORGANISATION_SETTINGS.authorisationDeadlineDays.default;
  const dueAt = addUkWorkingDays(now, days);
  const halfWay = new Date(now.getTime() + (dueAt.getTime() - now.getTime()) / 2);
  const payload = { claimId: claim.id, dueAt: dueAt.toISOString() };
  await addJob(trx, 'authorisation-reminder', payload, {
    runAt: halfWay,
    jobKey: `authorisation-reminder:${claim.id}`,
  });
  await addJob(trx, 'authorisation-escalation', payload, {
    runAt: dueAt,
    jobKey: `authorisation-escalation:${claim.id}`,
  });
  return { authorisationDueAt: dueAt, authorisationEscalatedAt: null };
}

type DeadlineStore = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** The claim, when it still waits for the authorisation this job was scheduled for. */
async function stillWaiting(trx: Db, claimId: string, dueAt: string) {
  const claim = await trx
    .selectFrom('claims')
    .select(['id', 'reference', 'registration', 'status', 'clientOrganisationId', 'authorisationDueAt'])
    .where('id', '=', claimId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!claim || !awaitsAuthorisation(claim.status)) return null;
  if (claim.authorisationDueAt?.toISOString() !== dueAt) return null;
  return { ...claim, status: claim.status as AuthorisationStatus };
}

/** The enabled people of the client who hold one of the roles chosen (by what each role may do there). */
async function clientPeople(trx: Db, organisationId: string, roleFits: (role: Role) => boolean) {
  const roles = ROLES_BY_ORGANISATION_TYPE.client.filter(roleFits);
  if (roles.length === 0) return [];
  return trx
    .selectFrom('users')
    .innerJoin('permissions', 'permissions.userId', 'users.id')
    .select('users.email')
    .distinct()
    .where('permissions.organisationId', '=', organisationId)
    .where('permissions.role', 'in', roles)
    .where('users.disabledAt', 'is', null)
    .execute();
}

function mailFor(store: DeadlineStore, claim: NonNullable<Awaited<ReturnType<typeof stillWaiting>>>) {
  return {
    reference: claimReference(claim.reference),
    registration: claim.registration,
    subject: claim.status === 'awaiting-bid-authorisation' ? ('bid' as const) : ('quote' as const),
    dueAt: claim.authorisationDueAt as Date,
    url: `${store.config.publicUrl}/dashboardClaim/${claim.id}`,
  };
}

/** Half way: the client's people who may authorise (UpdateClaimStatus) are reminded by mail. */
export async function remindOfAuthorisation(store: DeadlineStore, claimId: string, dueAt: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    const claim = await stillWaiting(trx, claimId, dueAt);
    if (!claim) return;
    const people = await clientPeople(trx, claim.clientOrganisationId, (role) =>
      privilegesFor('client', role).includes('UpdateClaimStatus'),
    );
    const content = authorisationReminderMail(mailFor(store, claim));
    for (const { email } of people) {
      await queueMail(trx, { kind: 'authorisation-reminder', to: email, claimId, ...content });
    }
  });
}

/** Past the deadline: the client's admins are told, and the claim's timeline says so. */
export async function escalateAuthorisation(store: DeadlineStore, claimId: string, dueAt: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    const claim = await stillWaiting(trx, claimId, dueAt);
    if (!claim) return;
    const admins = await clientPeople(trx, claim.clientOrganisationId, (role) => role === 'ADMIN');
    const content = authorisationEscalationMail(mailFor(store, claim));
    for (const { email } of admins) {
      await queueMail(trx, { kind: 'authorisation-escalation', to: email, claimId, ...content });
    }
    await trx
      .updateTable('claims')
      .set({ authorisationEscalatedAt: store.clock.now() })
      .where('id', '=', claimId)
      .execute();
    await recordHistory(trx, {
      claimId,
      actor: null,
      actorName: DEADLINE_ACTOR,
      action: 'authorisation-escalated',
      comment: AUTHORISATION_DEADLINE_TEXT.escalated(admins.length),
    });
  });
}
