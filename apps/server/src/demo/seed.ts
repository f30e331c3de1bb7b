import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { invitationMail } from '../integrations/mail/mail-templates.ts';
import { queueMail } from '../integrations/mail/queue-mail.ts';
import { systemClock } from '../jobs/clock.ts';
import { createDriverLinks } from '../modules/driver-links/driver-links.ts';
import { createInvitation } from '../modules/users/create-invitation.ts';
import { disableUser } from '../modules/users/last-admin.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_DISABLED_ACCOUNTS,
  DEMO_GARAGES,
  DEMO_INVITATION_TTL_HOURS,
  DEMO_INVITATIONS,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
} from './demo-data.ts';
import { seedDemoAgreement } from './seed-demo-agreement.ts';
import { seedDemoApiKey } from './seed-demo-api-key.ts';
import { seedDemoClaims } from './seed-demo-claims.ts';
import { type DemoFileServices, seedDemoFiles } from './seed-demo-files.ts';
import { seedDemoLinks } from './seed-demo-links.ts';
import { seedDemoMarketplace } from './seed-demo-marketplace.ts';
import { seedDemoPartners } from './seed-demo-partners.ts';
import { seedDemoPickup } from './seed-demo-pickup.ts';

/** What the demo is made with besides the database: the app's own storage for its files, and its address. */
export interface DemoSeedServices extends DemoFileServices {
  /** The address the mailed links point to (config.publicUrl). */
  publicUrl: string;
}

/**
 * Seeds the demo organisations, accounts and claims, with their files, driver links and mail, only into
 * a database that has no users yet; a disabled account and a pending invitation are made by the
 * operations the API uses for them. The files go into the storage the app serves them from.
 */
export async function seedDemoData(db: Db, { publicUrl, ...files }: DemoSeedServices): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const accounts = [...DEMO_ACCOUNTS, ...DEMO_DISABLED_ACCOUNTS];
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  const { journeys, people } = await db.transaction().execute(async (trx) => {
    const organisationIds = new Map<string, string>();
    for (const { key, name, type, capabilities, fnolCode } of DEMO_ORGANISATIONS) {
      const row = await trx
        .insertInto('organisations')
        .values({ name, type, capabilities, fnolCode: fnolCode ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      organisationIds.set(key, row.id);
    }
    const people: Record<string, { id: string; name: string }> = {};
    for (const [index, account] of accounts.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          name: account.name,
          passwordHash: hashes[index] as string,
          requiredPasswordChange: account.requiredPasswordChange ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      people[account.email] = { id: user.id, name: account.name };
      const organisationId = organisationIds.get(account.organisation);
      if (!organisationId) throw new Error(`Demo account ${account.email} names unknown ${account.organisation}`);
      await trx.insertInto('permissions').values({ userId: user.id, organisationId, role: account.role }).execute();
    }
    await trx
      .insertInto('garages')
      .values(
        DEMO_GARAGES.map(({ organisation, ...garage }) => ({
          ...garage,
          organisationId: organisationIds.get(organisation) as string,
        })),
      )
      .execute();
    for (const { email } of DEMO_DISABLED_ACCOUNTS) await disableUser(trx, (people[email] as { id: string }).id);
    for (const invitation of DEMO_INVITATIONS) {
      const inviter = people[invitation.invitedBy];
      const organisation = DEMO_ORGANISATIONS.find((org) => org.key === invitation.organisation);
      const { token, expiresAt } = await createInvitation(trx, {
        email: invitation.email,
        organisationId: organisationIds.get(invitation.organisation) as string,
        role: invitation.role,
        invitedBy: inviter?.id ?? null,
        ttlHours: DEMO_INVITATION_TTL_HOURS,
      });
      const content = invitationMail({
        organisationName: organisation?.name ?? '',
        role: invitation.role,
        inviterName: inviter?.name ?? 'Fixline',
        url: `${publicUrl}/register?token=${token}`,
        expiresAt,
      });
      await queueMail(trx, { kind: 'invitation', to: invitation.email, ...content });
    }
    await seedDemoApiKey(trx, organisationIds, people);
    return { journeys: await seedDemoClaims(trx, organisationIds, people), people };
  });
  // The marketplace's operations run their own transactions, on the committed demo; the mail's links
  // and messages are about claims those operations finished.
  const driverLinks = await createDriverLinks(db, { publicUrl, clock: systemClock });
  await seedDemoMarketplace(db, journeys, driverLinks, publicUrl);
  await seedDemoAgreement(db, driverLinks);
  await seedDemoPartners(db, driverLinks);
  await seedDemoPickup(db, driverLinks);
  await seedDemoFiles(db, files);
  await db.transaction().execute((trx) => seedDemoLinks(trx, publicUrl, people));
  return true;
}
