import { createHash, randomUUID } from 'node:crypto';
import { claimReference, type TEvidencePack } from '@fixline/domain';
import { type Zippable, zipSync } from 'fflate';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { renderPdf } from '../../integrations/pdf/render-pdf.ts';
import { recordHistory } from '../claims/claim-history.ts';
import { DOWNLOAD_URL_SECONDS } from '../files/file-keys.ts';
import { collectEvidence } from './collect-evidence.ts';
import { evidencePdfContent, type PackedOriginal } from './evidence-pdf.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file's name as a ZIP entry: no folders of its own, no control characters, never empty. */
const entryName = (name: string) =>
  name
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim() || 'file';

/**
 * POST /api/claims/{id}/evidence-pack: one ZIP for a complaint or a dispute, with evidence.pdf (the claim,
 * its timeline, quotes, bids, payments and comments), every original the claim holds under originals/,
 * and SHA256SUMS listing each original's hash (`sha256sum -c SHA256SUMS` checks them). Stored beside the
 * claims' files and answered as a signed address; its making is on the claim's timeline with the ZIP's
 * own SHA-256. Photos and videos are stored, not compressed again: they are compressed already.
 */
export async function buildEvidencePack(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: Actor,
  claimId: string,
  now = new Date(),
): Promise<TEvidencePack> {
  // With an Idempotency-Key, a retry answers the same pack and records no second one.
  return idempotentTransaction(ctx.db, async (trx) => {
    const evidence = await collectEvidence(trx, actor, claimId);
    const entries: Zippable = {};
    const originals: PackedOriginal[] = [];
    for (const [index, file] of evidence.files.entries()) {
      const bytes = await ctx.storage.read(file.s3Key);
      const path = `originals/${String(index + 1).padStart(3, '0')}-${entryName(file.name)}`;
      entries[path] = [bytes, { level: 0 }];
      originals.push({ ...file, path, size: bytes.length, sha256: sha256(bytes) });
    }
    const pdf = await renderPdf(evidencePdfContent(evidence, originals, actor.name, now));
    entries['evidence.pdf'] = [pdf, { level: 6 }];
    const sums = originals.map((o) => `${o.sha256}  ${o.path}\n`).join('');
    entries.SHA256SUMS = [new TextEncoder().encode(sums), { level: 6 }];
    const zip = zipSync(entries, { mtime: now });
    const hash = sha256(zip);

    const fileName = `${claimReference(evidence.claim.reference)}-evidence.zip`;
    // Object keys are lower-case (OBJECT_KEY_PATTERN); the download keeps the reference's own case.
    const key = `evidence/${randomUUID()}/${fileName.toLowerCase()}`;
    await ctx.storage.write(key, Buffer.from(zip), 'application/zip');
    await recordHistory(trx, {
      claimId: evidence.claim.id,
      actor: { userId: actor.userId, name: actor.name },
      action: 'evidence-pack',
      comment: `${originals.length} files; ZIP SHA-256 ${hash}`,
    });
    return {
      url: await ctx.storage.signDownload({ key, expiresInSeconds: DOWNLOAD_URL_SECONDS }),
      expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
      fileName,
      files: originals.length,
      sha256: hash,
    };
  });
}
