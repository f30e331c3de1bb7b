import {
  type ClaimTrack,
  defaultPayer,
  ERROR_MESSAGES,
  isSuperAdmin,
  organisationIdsWith,
  type TClaim,
  type TCreateClaimRequest,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { forbidden, unprocessable } from '../../http/http-error.ts';
import {
  requireOrganisationOfType,
  requireRepairerOrganisation,
} from '../organisations/require-organisation-of-type.ts';
import { insertClaim } from './insert-claim.ts';
import { presentClaim } from './present-claim.ts';
import { loadClaimView } from './queries.ts';

/** The client organisation that will own the claim: the caller's own, or the one a super admin names. */
async function owningOrganisation(db: Db, actor: Actor, named: string | undefined): Promise<string> {
  if (isSuperAdmin(actor)) {
    if (!named) throw unprocessable(ERROR_MESSAGES.invalidRequest, ['clientOrganisationId: This field is required']);
    await requireOrganisationOfType(db, named, ['client'], 'clientOrganisationId', 'Not a client organisation');
    return named;
  }
  const own = organisationIdsWith(actor, 'CreateClaim');
  if (named) {
    if (!own.includes(named)) throw forbidden('You cannot create claims for that organisation');
    return named;
  }
  if (own.length !== 1 || !own[0]) {
    throw unprocessable(ERROR_MESSAGES.invalidRequest, ['clientOrganisationId: This field is required']);
  }
  return own[0];
}

async function assignedRepairer(db: Db, actor: Actor, named: string | undefined): Promise<string | null> {
  if (!named) return null;
  if (!isSuperAdmin(actor)) throw forbidden('Only Fixline can assign a repairer when creating a claim');
  await requireRepairerOrganisation(db, named);
  return named;
}

/** Staff raise business claims; only the platform puts one straight on the marketplace-only track. */
function trackOf(actor: Actor, named: TCreateClaimRequest['track']): ClaimTrack {
  if (named === 'marketplace' && !isSuperAdmin(actor)) {
    throw forbidden('Only Fixline can put a claim on the marketplace track');
  }
  return named ?? 'business';
}

/**
 * A Premia reference comes from the client's own system, through its API key, or from the platform: a
 * person of the client cannot name one, since it lets the platform send the claim into that system.
 */
function premiaReferenceOf(actor: Actor, named: string | undefined): string | null {
  if (named && !actor.apiKeyId && !isSuperAdmin(actor)) {
    throw forbidden('Only your claims system, with its API key, names a Premia reference');
  }
  return named ?? null;
}

/** POST /api/claims: a registered claim from as little as a type and a plate. */
export async function createClaim(store: ClaimStore, actor: Actor, body: TCreateClaimRequest): Promise<TClaim> {
  const {
    track: namedTrack,
    clientOrganisationId,
    repairerOrganisationId,
    premiaReference,
    payer,
    policyNumber,
    excess,
    vatRegistered,
    ...details
  } = body;
  const track = trackOf(actor, namedTrack);
  const clientId = await owningOrganisation(store.db, actor, clientOrganisationId);
  const repairerId = await assignedRepairer(store.db, actor, repairerOrganisationId);
  const fromPremia = premiaReferenceOf(actor, premiaReference);
  return withClaimEvents(store, async (trx, emit) => {
    const { id } = await insertClaim(
      trx,
      {
        details,
        status: 'registered',
        track,
        clientOrganisationId: clientId,
        repairerOrganisationId: repairerId,
        createdBy: actor.userId,
        premiaReference: fromPremia,
        payer: payer ?? defaultPayer(track),
        policyNumber,
        excess,
        vatRegistered,
      },
      { actor: { userId: actor.userId, name: actor.name }, action: 'create' },
    );
    await emit({ type: 'ClaimCreated', claimId: id, actor: { userId: actor.userId, name: actor.name } });
    const view = await loadClaimView(trx, id);
    if (!view) throw new Error('A new claim vanished');
    return presentClaim(view, actor);
  });
}
