import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDvlaVehicleEnquiry } from './dvla-vehicle-enquiry.ts';

const API_KEY = 'test-dvla-key';

/** A 200 answer as the DVLA documents it, with the fields the adapter ignores too. */
const FOCUS = {
  registrationNumber: 'AB12CDE',
  taxStatus: 'Taxed',
  taxDueDate: '2027-04-01',
  motStatus: 'Valid',
  make: 'FORD',
  yearOfManufacture: 2019,
  engineCapacity: 1499,
  co2Emissions: 118,
  fuelType: 'PETROL',
  markedForExport: false,
  colour: 'BLUE',
  typeApproval: 'M1',
  dateOfLastV5CIssued: '2023-05-18',
  motExpiryDate: '2027-03-11',
  wheelplan: '2 AXLE RIGID BODY',
  monthOfFirstRegistration: '2019-03',
};

type Handler = (body: { registrationNumber?: string }, response: ServerResponse) => void;

const NOT_FOUND = {
  errors: [{ status: '404', code: '404', title: 'Not Found', detail: 'Record for vehicle not found' }],
};

/** A local server speaking the Vehicle Enquiry API's contract: key checked, JSON body, documented errors. */
describe('DVLA Vehicle Enquiry adapter', () => {
  let server: Server;
  let url: string;
  let handle: Handler;
  const seen: { headers: IncomingMessage['headers']; body: unknown; method: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(text || '{}') as { registrationNumber?: string };
        seen.push({ headers: request.headers, body, method: request.method });
        if (request.headers['x-api-key'] !== API_KEY) {
          response.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}');
          return;
        }
        handle(body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vehicle-enquiry/v1/vehicles`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    handle = (body, response) => {
      const known = body.registrationNumber === FOCUS.registrationNumber;
      response
        .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
        .end(JSON.stringify(known ? FOCUS : NOT_FOUND));
    };
  });

  const enquiry = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
    createDvlaVehicleEnquiry({ apiKey: API_KEY, url, ...options });

  it('posts the registration with the API key and reads make, colour, year and fuel', async () => {
    const result = await enquiry().find('AB12CDE');
    expect(result).toEqual({
      outcome: 'found',
      vehicle: {
        registrationNumber: 'AB12CDE',
        make: 'FORD',
        colour: 'BLUE',
        yearOfManufacture: 2019,
        fuelType: 'PETROL',
      },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toEqual({ registrationNumber: 'AB12CDE' });
    expect(seen[0]?.headers['x-api-key']).toBe(API_KEY);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('says not-found for the service’s 404 and for its 400 (not a valid registration)', async () => {
    expect(await enquiry().find('ZZ99ZZZ')).toEqual({ outcome: 'not-found' });
    handle = (_body, response) =>
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(
          '{"errors":[{"status":"400","title":"Bad Request","detail":"Invalid format for field - vehicle registration number"}]}',
        );
    expect(await enquiry().find('1')).toEqual({ outcome: 'not-found' });
  });

  it('says unavailable, never throws, for 5xx, over quota, a refused key and a reply of another shape', async () => {
    for (const status of [500, 503, 429]) {
      handle = (_body, response) => response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      expect(await enquiry().find('AB12CDE')).toEqual({ outcome: 'unavailable', reason: `HTTP ${status}` });
    }
    expect(await enquiry({ apiKey: 'wrong' }).find('AB12CDE')).toEqual({ outcome: 'unavailable', reason: 'HTTP 403' });
    handle = (_body, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    expect(await enquiry().find('AB12CDE')).toMatchObject({ outcome: 'unavailable' });
  });

  it('gives up after its time-out when the service does not answer', async () => {
    handle = () => {
      // Never answers: the adapter must not keep the driver waiting.
    };
    const started = performance.now();
    expect(await enquiry({ timeoutMs: 200 }).find('AB12CDE')).toEqual({ outcome: 'unavailable', reason: 'timed out' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('says unavailable when nothing listens at the address', async () => {
    const closed = createDvlaVehicleEnquiry({ apiKey: API_KEY, url: 'http://127.0.0.1:9/vehicles' });
    expect(await closed.find('AB12CDE')).toMatchObject({ outcome: 'unavailable' });
  });
});
