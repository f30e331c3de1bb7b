import {
  allowedClaimActions,
  claimFileReader,
  claimReference,
  isClaimOwnFile,
  isSuperAdmin,
  maySeeClaimFile,
  missingClaimDetails,
  rollbackTargets,
  type TClaim,
  type TComment,
  type WorkflowClaim,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Claim, ClaimComment } from '../../db/schema.ts';
import { presentPartnerCall } from './present-partner-call.ts';
import type { ClaimView } from './queries.ts';

/** How a driver without an account is named on the claim's timeline, its events and the files they add. */
export const driverName = (customerName: string | null) => `${customerName ?? 'Driver'} (driver)`;

export function workflowClaim(claim: Claim): WorkflowClaim {
  return {
    status: claim.status,
    track: claim.track,
    archivedFrom: claim.archivedFrom,
    issueRaised: claim.issueRaisedAt !== null,
    deleted: claim.deletedAt !== null,
    fromPremia: claim.premiaReference !== null,
    bodyshopApprovalRequested: claim.bodyshopApprovalRequestedAt !== null,
    clientOrganisationId: claim.clientOrganisationId,
    repairerOrganisationId: claim.repairerOrganisationId,
  };
}

const belongsTo = (actor: Actor, organisationId: string | null) =>
  organisationId !== null && actor.permissions.some((entry) => entry.organisationId === organisationId);

/** The money each party may see (docs/product.md "Money"): the margin is never shown to repairers. */
export function visibleCosts(
  claim: Pick<Claim, 'cost' | 'costRepairer' | 'clientOrganisationId' | 'repairerOrganisationId'>,
  actor: Actor,
): TClaim['costs'] {
  const platform = isSuperAdmin(actor);
  return {
    ...(platform || belongsTo(actor, claim.clientOrganisationId) ? { cost: claim.cost } : {}),
    ...(platform || belongsTo(actor, claim.repairerOrganisationId) ? { costRepairer: claim.costRepairer } : {}),
  };
}

type OrganisationNames = Pick<Claim, 'clientOrganisationId' | 'repairerOrganisationId'> & {
  clientOrganisationName: string;
  repairerOrganisationName: string | null;
};

/** The owning client and the assigned repairer, by id and name, as every claim answer shows them. */
export function organisationRefs(
  claim: OrganisationNames,
): Pick<TClaim, 'clientOrganisation' | 'repairerOrganisation'> {
  return {
    clientOrganisation: { id: claim.clientOrganisationId, name: claim.clientOrganisationName },
    repairerOrganisation: claim.repairerOrganisationId
      ? { id: claim.repairerOrganisationId, name: claim.repairerOrganisationName ?? '' }
      : null,
  };
}

export function presentClaimComment(comment: ClaimComment, actor: Actor): TComment {
  const canDelete =
    comment.authorId === actor.userId ||
    actor.permissions.some(
      (entry) => entry.organisationType === 'platform' && entry.privileges.includes('SuperAdminDeleteClaimComment'),
    );
  return {
    id: comment.id,
    comment: comment.comment,
    author: comment.authorId ? { id: comment.authorId, name: comment.authorName } : null,
    createdAt: comment.createdAt.toISOString(),
    canDelete,
  };
}

/** A claim as its reader may see it: a whitelist of fields, never the row itself. */
export function presentClaim({ claim, comments, history, files, partnerCalls }: ClaimView, actor: Actor): TClaim {
  const workflow = workflowClaim(claim);
  const reader = claimFileReader(actor, claim);
  const readable = files.filter((file) => isClaimOwnFile(file) && maySeeClaimFile(actor, reader, file));
  return {
    id: claim.id,
    reference: claimReference(claim.reference),
    status: claim.status,
    track: claim.track,
    type: claim.type,
    ...organisationRefs(claim),
    registration: claim.registration,
    make: claim.make,
    model: claim.model,
    colour: claim.colour,
    year: claim.year,
    customerName: claim.customerName,
    customerEmail: claim.customerEmail,
    customerPhone: claim.customerPhone,
    addressLine1: claim.addressLine1,
    addressLine2: claim.addressLine2,
    town: claim.town,
    postcode: claim.postcode,
    latitude: claim.latitude,
    longitude: claim.longitude,
    damageDescription: claim.damageDescription,
    incidentDate: claim.incidentDate,
    needs: claim.needs,
    incidentTime: claim.incidentTime,
    incidentPostcode: claim.incidentPostcode,
    vehicleLocation: claim.vehicleLocation,
    vehiclePostcode: claim.vehiclePostcode,
    fuelType: claim.fuelType,
    injuries: claim.injuries,
    thirdPartyInvolved: claim.thirdPartyInvolved,
    // Everyone handling the claim sees the support the driver asked for, so each contact honours it (decision 0046).
    vulnerableCustomer: claim.vulnerableCustomer,
    supportNeeds: claim.supportNeeds,
    supportDetails: claim.supportDetails,
    labels: claim.labels,
    costs: visibleCosts(claim, actor),
    // Who pays and the excess are the assigned garage's business too: it may collect the excess at
    // handover (decision 0082). The policy number is the insurer's contract with the driver: like the
    // quote that prints `cost`, only the client and the platform see it.
    payer: claim.payer,
    policyNumber: isSuperAdmin(actor) || belongsTo(actor, claim.clientOrganisationId) ? claim.policyNumber : null,
    excess: claim.excess,
    vatRegistered: claim.vatRegistered,
    quoteStripeId: claim.quoteStripeId,
    // The quote's PDF prints what the client pays: for those who see that cost.
    quoteId: isSuperAdmin(actor) || belongsTo(actor, claim.clientOrganisationId) ? claim.quoteId : null,
    issue:
      claim.issueRaisedAt && claim.issueComment
        ? {
            comment: claim.issueComment,
            raisedBy: claim.issueRaisedBy ? { id: claim.issueRaisedBy, name: claim.issueRaisedByName ?? '' } : null,
            raisedAt: claim.issueRaisedAt.toISOString(),
          }
        : null,
    authorisation: claim.authorisationDueAt
      ? {
          dueAt: claim.authorisationDueAt.toISOString(),
          escalatedAt: claim.authorisationEscalatedAt?.toISOString() ?? null,
        }
      : null,
    bodyshopAgreement: claim.bodyshopAgreement && {
      ...claim.bodyshopAgreement,
      acceptedAt: claim.bodyshopAgreement.acceptedAt && new Date(claim.bodyshopAgreement.acceptedAt).toISOString(),
    },
    archivedFrom: claim.archivedFrom,
    deletedAt: claim.deletedAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    version: claim.version,
    comments: comments.map((comment) => presentClaimComment(comment, actor)),
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      comment: entry.comment,
      actor: entry.actorName ? { id: entry.actorId, name: entry.actorName } : null,
      at: entry.at.toISOString(),
    })),
    images: readable.map((file) => file.id),
    thumbnails: readable.filter((file) => file.hasThumbnail).map((file) => file.id),
    allowedActions: allowedClaimActions(actor, workflow),
    rollbackTargets: workflow.deleted ? [] : rollbackTargets(workflow),
    missing: missingClaimDetails(claim),
    premiaReference: claim.premiaReference,
    // What was sent to partners and how it went is the platform's business, not the client's or the garage's.
    partnerCalls: isSuperAdmin(actor) ? partnerCalls.map(presentPartnerCall) : [],
  };
}
