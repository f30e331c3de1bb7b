import { type ClaimFileKind, claimFileKind } from './claim-files.ts';
import { type ClaimParty, entryIsClaimParty, type WorkflowClaim } from './claim-workflow.ts';
import type { Permissioned } from './permissions.ts';

/**
 * Who reads a claim's files, by their relation to the claim (docs/product.md "Who sees a claim"): one of its
 * parties, or a repairer bidding on it in the marketplace, who sees a redacted claim.
 */
export type ClaimFileReader = ClaimParty | 'marketplace-bidder';

/**
 * Issue 5: "a marketplace bidder sees photos, not documents with personal data, unless assigned". PDFs
 * (estimates, policies, the driver's letters) and videos (voices, faces, other plates) stay with the
 * claim's parties; once assigned, the repairer is the claim's assignee and sees everything.
 */
export const VISIBLE_FILE_KINDS: Readonly<Record<ClaimFileReader, readonly ClaimFileKind[]>> = {
  platform: ['image', 'pdf', 'video'],
  owner: ['image', 'pdf', 'video'],
  assignee: ['image', 'pdf', 'video'],
  'marketplace-bidder': ['image'],
};

const PARTIES: readonly ClaimParty[] = ['platform', 'owner', 'assignee'];

/**
 * The reader's relation to a claim it can reach. Anyone who reaches a claim without being one of its
 * parties can only have reached it through the marketplace, so that is the fallback: the narrowest view.
 */
export function claimFileReader(
  actor: Permissioned,
  claim: Pick<WorkflowClaim, 'clientOrganisationId' | 'repairerOrganisationId'>,
): ClaimFileReader {
  const party = PARTIES.find((p) => actor.permissions.some((entry) => entryIsClaimParty(entry, claim, p)));
  return party ?? 'marketplace-bidder';
}

/** Whether this reader may see a file of this content type; a type of no known kind is shown to nobody. */
export function mayReadClaimFile(reader: ClaimFileReader, contentType: string): boolean {
  const kind = claimFileKind(contentType);
  return kind !== null && VISIBLE_FILE_KINDS[reader].includes(kind);
}

/** A claim file as far as its readers go: its type, and the organisation whose bid it was put there for. */
export interface ReadableClaimFile {
  contentType: string;
  bidOrganisationId: string | null;
}

/**
 * Whether a file is one of the claim's own photos, documents and videos, listed with the claim. A bid's
 * document is not: it is read from its bid (the bid card's document), never among the claim's files,
 * where a garage's quote sent as a photo would pass for a photo of the damage (issue 46, finding 14).
 */
export const isClaimOwnFile = (file: Pick<ReadableClaimFile, 'bidOrganisationId'>): boolean =>
  file.bidOrganisationId === null;

/**
 * Whether this actor, in this relation to the claim, sees the file. A bid's document (decision 0062) is
 * its bidder's, the client's and the platform's, whatever its kind: the bidder reads its own though it
 * is not a party, and no other garage reads it, not even the one chosen later (a competitor's prices).
 */
export function maySeeClaimFile(actor: Permissioned, reader: ClaimFileReader, file: ReadableClaimFile): boolean {
  if (file.bidOrganisationId === null) return mayReadClaimFile(reader, file.contentType);
  if (claimFileKind(file.contentType) === null) return false;
  if (reader === 'platform' || reader === 'owner') return true;
  return actor.permissions.some((entry) => entry.organisationId === file.bidOrganisationId);
}
