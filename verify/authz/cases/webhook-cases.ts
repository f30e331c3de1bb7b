import { homeOrganisation, rivalOf } from '../actors.ts';
import type { Cell, RouteCase, RouteCases } from '../route-case.ts';

/**
 * A public address literal, so adding it needs no DNS (a name that does not resolve is refused); and an
 * event no cell causes, so no delivery is queued to it.
 */
const endpoint = { url: 'https://93.184.215.14/fixline', events: ['payment.succeeded'] };

/** The actor's own organisation (a client for the platform), or (other) its rival's. */
const organisationOf = ({ actor, subject, fx }: Cell) => {
  const home = homeOrganisation(actor);
  return fx.org(subject === 'own' ? home : rivalOf(home));
};

/** An endpoint of that organisation, with one delivery of a claim of the organisation's, made for this cell. */
async function endpointOf(cell: Cell) {
  const organisationId = organisationOf(cell);
  const { db } = cell.fx.app;
  const row = await db
    .insertInto('webhookEndpoints')
    .values({ organisationId, url: endpoint.url, events: ['payment.succeeded'], secret: `whsec_${'A'.repeat(43)}=` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claimId = await cell.fx.claim(cell.actor, cell.subject === 'own' ? 'own' : 'other', { status: 'registered' });
  const delivery = await db
    .insertInto('webhookDeliveries')
    .values({ endpointId: row.id, messageId: 'msg_authz', eventType: 'claim.created', claimId, payload: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { base: `/api/organisations/${organisationId}/webhooks/${row.id}`, deliveryId: delivery.id };
}

function onEndpoint(suffix: (deliveryId: string) => string): RouteCase {
  return {
    subjects: ['other'],
    async request(cell) {
      const { base, deliveryId } = await endpointOf(cell);
      return { path: `${base}${suffix(deliveryId)}` };
    },
  };
}

/** Webhooks are an organisation's settings: its admins' and the platform's; another organisation's are 404. */
export const WEBHOOK_CASES: RouteCases = {
  'GET /api/organisations/:id/webhooks': {
    subjects: ['other'],
    request: async (cell) => ({ path: `/api/organisations/${organisationOf(cell)}/webhooks` }),
  },
  'POST /api/organisations/:id/webhooks': {
    subjects: ['other'],
    request: async (cell) => ({ path: `/api/organisations/${organisationOf(cell)}/webhooks`, body: endpoint }),
  },
  'DELETE /api/organisations/:id/webhooks/:endpointId': onEndpoint(() => ''),
  'GET /api/organisations/:id/webhooks/:endpointId/deliveries': onEndpoint(() => '/deliveries'),
  'POST /api/organisations/:id/webhooks/:endpointId/deliveries/:deliveryId/replay': onEndpoint(
    (deliveryId) => `/deliveries/${deliveryId}/replay`,
  ),
};
