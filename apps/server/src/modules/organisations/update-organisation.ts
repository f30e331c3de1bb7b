import {
  capabilitiesFor,
  hasAnyPrivilege,
  ORGANISATION_MESSAGES,
  type Privilege,
  type TCapabilitiesRequest,
  type TOrganisation,
  type TOrganisationSettings,
  type TOrganisationUpdateRequest,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../http/http-error.ts';
import { reaches, settingsEditable } from './organisation-policy.ts';
import { readOrganisationOr404, uniqueName } from './organisation-queries.ts';

/** SuperAdminUpdateOrgData: its name. Its type stays: the roles its people hold depend on it. */
export async function updateOrganisation(db: Db, id: string, input: TOrganisationUpdateRequest) {
  const updated = await uniqueName(() =>
    db.updateTable('organisations').set({ name: input.name }).where('id', '=', id).executeTakeFirst(),
  );
  if (updated.numUpdatedRows === 0n) throw notFound(ORGANISATION_MESSAGES.notFound);
  return readOrganisationOr404(db, id);
}

/**
 * Capabilities, each from those its type can hold. A repairer's or bodyshop's skills are
 * SuperAdminRepairerCapabilities; a client's feature flags are its organisation data.
 */
export async function setCapabilities(
  db: Db,
  actor: Actor,
  id: string,
  input: TCapabilitiesRequest,
): Promise<TOrganisation> {
  const organisation = await db.selectFrom('organisations').select('type').where('id', '=', id).executeTakeFirst();
  if (!organisation) throw notFound(ORGANISATION_MESSAGES.notFound);
  const needed: Privilege =
    organisation.type === 'client' ? 'SuperAdminUpdateOrgData' : 'SuperAdminRepairerCapabilities';
  if (!hasAnyPrivilege(actor, [needed])) throw forbidden();
  const allowed = capabilitiesFor(organisation.type);
  if (input.capabilities.some((c) => !allowed.includes(c))) {
    const message = ORGANISATION_MESSAGES.capabilityNotForType(organisation.type, allowed);
    throw unprocessable(message, [`capabilities: ${message}`]);
  }
  await db.updateTable('organisations').set({ capabilities: input.capabilities }).where('id', '=', id).execute();
  return readOrganisationOr404(db, id);
}

/** The settings later work reads: super admins for any organisation, its admins for their own. */
export async function updateSettings(
  db: Db,
  actor: Actor,
  id: string,
  input: TOrganisationSettings,
): Promise<TOrganisation> {
  if (!reaches(settingsEditable(actor), id)) throw notFound(ORGANISATION_MESSAGES.notFound);
  const updated = await db.updateTable('organisations').set(input).where('id', '=', id).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound(ORGANISATION_MESSAGES.notFound);
  return readOrganisationOr404(db, id);
}
