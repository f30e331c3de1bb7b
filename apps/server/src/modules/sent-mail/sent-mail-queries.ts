import type { TSentMail, TSentMailPage, TSentMailSummary } from '@fixline/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SentMailTable } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';

const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'toAddress',
  'subject',
  'status',
  'transport',
  'attempts',
  'lastError',
  'claimId',
  'createdAt',
  'sentAt',
] as const;

type SummaryRow = Pick<Selectable<SentMailTable>, (typeof SUMMARY_COLUMNS)[number]>;

const present = (row: SummaryRow): TSentMailSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  transport: row.transport,
  attempts: row.attempts,
  lastError: row.lastError,
  claimId: row.claimId,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The Sent mail page: newest first, a page at a time, with how many there are in all. */
export async function listSentMail(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<TSentMailPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sentMail')
      .select(SUMMARY_COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('sentMail')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(present), total: Number(total.count) };
}

/** One mail with both its parts. */
export async function readSentMail(db: Db, id: string): Promise<Omit<TSentMail, 'htmlUrl'>> {
  const row = await db
    .selectFrom('sentMail')
    .select([...SUMMARY_COLUMNS, 'textBody', 'htmlBody'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Mail not found');
  return { ...present(row), text: row.textBody, html: row.htmlBody };
}

/** Only the HTML part, for its signed address. */
export async function readSentMailHtml(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('sentMail').select('htmlBody').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Mail not found');
  return row.htmlBody;
}
