import type { Answer } from '../../apps/server/test/http-client.ts';
import type { ActorModel } from './actors.ts';
import { ROUTE_CASES } from './cases/route-cases.ts';
import type { Fixtures } from './fixtures.ts';
import type { Subject } from './route-case.ts';

let addresses = 0;

/**
 * A client address of its own for each request (the suite's app trusts X-Forwarded-For), so the
 * per-address limits of public routes never answer a cell instead of the route.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One cell over real HTTP: the case builds its request on fresh fixtures, the actor's token goes in the Authorization header. */
export async function runCell(fx: Fixtures, route: string, who: ActorModel, subject: Subject): Promise<Answer> {
  const routeCase = ROUTE_CASES[route];
  if (!routeCase) throw new Error(`No case for ${route}`);
  const [method = 'GET'] = route.split(' ');
  const request = await routeCase.request({ actor: who, subject, fx });
  const token = request.token === null ? undefined : (request.token ?? fx.token(who));
  return fx.http.call(method, request.path, {
    ...(token ? { token } : {}),
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.raw ? { raw: request.raw.text } : {}),
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(request.raw ? { 'content-type': request.raw.contentType } : {}),
      ...request.headers,
    },
  });
}
