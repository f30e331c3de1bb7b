import fc from 'fast-check';
import { DEMO_ORGANISATIONS } from '../../apps/server/src/demo/demo-data.ts';

/**
 * The fuzz app's configuration (fuzz-app.ts) that valid values depend on: the product's address (Help &
 * Feedback's page addresses) and a push service of its own, under a name that never resolves, so no
 * push leaves the machine.
 */
export const FUZZ_APP_ENV = { PUBLIC_URL: 'https://fixline.test', PUSH_SERVICE_HOSTS: '*.push.invalid' };

const plate = fc.stringMatching(/^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$/);
// Plain addresses: fc.emailAddress() writes RFC 5322 corners that the API's (browser-like) check refuses.
const email = fc.stringMatching(/^[a-z][a-z0-9]{0,12}@[a-z]{2,10}\.(test|co\.uk|com)$/);

/**
 * Values the server's checks want that a JSON Schema cannot say, by field name: a plate that survives
 * normalisation, a UK postcode and phone number, an email (checked after trimming, so the document
 * shows a plain string), an FNOL code of a demo insurer, a past incident date, a push service's endpoint
 * and a page of the product (both from the fuzz app's configuration). Three in four valid values
 * of such a field come from here, the others from its schema, so valid cases get past those checks
 * and reach the handler. A field without a hint is generated from its schema alone.
 */
export const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  registration: plate,
  plateNumber: plate,
  reference: fc.integer({ min: 1, max: 999_999 }).map((n) => `FX-${String(n).padStart(6, '0')}`),
  postcode: fc.constantFrom('SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT'),
  customerPhone: fc.stringMatching(/^07[0-9]{3} [0-9]{6}$/),
  phoneNumber: fc.stringMatching(/^07[0-9]{9}$/),
  email,
  customerEmail: email,
  fnolCode: fc.constantFrom(...DEMO_ORGANISATIONS.flatMap(({ fnolCode }) => (fnolCode ? [fnolCode] : []))),
  incidentDate: fc
    .date({ min: new Date('2015-01-01'), max: new Date(Date.now() - 86_400_000), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  endpoint: fc.stringMatching(/^[a-z0-9]{8,40}$/).map((id) => `https://fcm.push.invalid/${id}`),
  url: fc
    .constantFrom('/', '/home', '/dashboardClaim/00000000-0000-4000-8000-000000000001', '/fnol?code=x')
    .map((page) => `${FUZZ_APP_ENV.PUBLIC_URL}${page}`),
  year: fc.integer({ min: 1990, max: new Date().getFullYear() }),
};
