import { CLAIM_MESSAGES, SUPPORT_MESSAGES, VALIDATION_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { checkReport, checkStep, stepOf, VEHICLE_WHERE_MESSAGE, WHERE_MESSAGE } from './fnol-checks.ts';
import { type FnolDraft, newDraft, reportBody } from './fnol-draft.ts';

/** A draft filled in as a driver would, every step answered. */
const complete = (): FnolDraft => ({
  ...newDraft('NORTHWIND', 'key-1'),
  registration: 'ab12 cde',
  make: 'Ford',
  model: 'Focus',
  colour: 'Blue',
  year: '2019',
  incidentDate: '2026-11-20',
  incidentTime: '08:45',
  damageDescription: 'Reversed into',
  incidentPostcode: 'ls1 4ap',
  vehicleLocation: 'incident',
  injuries: false,
  thirdPartyInvolved: true,
  customerName: 'Dana',
  customerPhone: '07700 900101',
});

describe('the wizard’s checks', () => {
  it('pass a complete draft, step by step and as a whole', () => {
    for (const step of ['insurer', 'vehicle', 'incident', 'photos', 'contact', 'review'] as const) {
      expect(checkStep(step, complete())).toEqual({});
    }
    expect(checkReport(complete())).toBeNull();
  });

  it('give one message per missing field of a step, in the spec’s words', () => {
    expect(checkStep('vehicle', newDraft('NORTHWIND', 'k'))).toEqual({
      registration: VALIDATION_MESSAGES.required,
      make: VALIDATION_MESSAGES.required,
      model: VALIDATION_MESSAGES.required,
    });
    expect(checkStep('incident', newDraft('NORTHWIND', 'k'))).toEqual({
      incidentDate: VALIDATION_MESSAGES.required,
      damageDescription: VALIDATION_MESSAGES.required,
      incidentPostcode: WHERE_MESSAGE,
      vehicleLocation: VEHICLE_WHERE_MESSAGE,
      injuries: VALIDATION_MESSAGES.required,
      thirdPartyInvolved: VALIDATION_MESSAGES.required,
    });
  });

  it('take the phone’s location instead of a postcode, and refuse a postcode that is not one', () => {
    expect(checkStep('incident', { ...complete(), incidentPostcode: '', latitude: 53.8, longitude: -1.55 })).toEqual(
      {},
    );
    expect(checkStep('incident', { ...complete(), incidentPostcode: 'NOT A CODE' })).toEqual({
      incidentPostcode: CLAIM_MESSAGES.postcode,
    });
  });

  it('ask the postcode that goes with where the vehicle is: home, or somewhere else', () => {
    expect(checkStep('incident', { ...complete(), vehicleLocation: 'home' })).toEqual({
      postcode: CLAIM_MESSAGES.postcode,
    });
    expect(checkStep('incident', { ...complete(), vehicleLocation: 'home', postcode: 'hu1 1hj' })).toEqual({});
    expect(checkStep('incident', { ...complete(), vehicleLocation: 'elsewhere' })).toEqual({
      vehiclePostcode: CLAIM_MESSAGES.postcode,
    });
    const yard = { ...complete(), vehicleLocation: 'elsewhere' as const, vehiclePostcode: 'yo1 7hh' };
    expect(checkStep('incident', yard)).toEqual({});
    // The accident's postcode is where it happened, never the driver's address.
    expect(reportBody(complete())).toMatchObject({
      incidentPostcode: 'ls1 4ap',
      postcode: '',
      vehicleLocation: 'incident',
    });
  });

  it('refuse a future date, a plate that is not one and a year out of range with the domain’s words', () => {
    expect(checkStep('incident', { ...complete(), incidentDate: '2999-01-01' }).incidentDate).toBe(
      CLAIM_MESSAGES.futureDate,
    );
    expect(checkStep('vehicle', { ...complete(), registration: '!!' }).registration).toBe(CLAIM_MESSAGES.registration);
    expect(checkStep('vehicle', { ...complete(), year: '1800' }).year).toBe(CLAIM_MESSAGES.year);
  });

  it('need a phone or an email, and what support is needed once extra support is asked for', () => {
    expect(checkStep('contact', { ...complete(), customerPhone: '' })).toEqual({
      customerPhone: CLAIM_MESSAGES.contact,
    });
    expect(checkStep('contact', { ...complete(), customerPhone: '', customerEmail: 'dana@example.com' })).toEqual({});
    expect(checkStep('contact', { ...complete(), vulnerableCustomer: true })).toEqual({
      supportNeeds: SUPPORT_MESSAGES.whatSupport,
    });
    expect(checkStep('contact', { ...complete(), vulnerableCustomer: true, supportNeeds: ['carer'] })).toEqual({});
  });

  it('send a half-filled report back to its first step with a problem', () => {
    expect(checkReport({ ...complete(), model: '', customerName: '' })).toEqual({
      step: 'vehicle',
      errors: { model: VALIDATION_MESSAGES.required },
    });
    expect(stepOf('customerEmail')).toBe('contact');
    expect(stepOf('supportNeeds')).toBe('contact');
  });
});

describe('the report’s body', () => {
  it('is the draft as the API takes it: a repair, without the wizard’s own state', () => {
    const body = reportBody(complete());
    expect(body).toMatchObject({ fnolCode: 'NORTHWIND', type: 'repair', registration: 'ab12 cde', injuries: false });
    expect(body).not.toHaveProperty('key');
    expect(body).not.toHaveProperty('step');
    expect(body).not.toHaveProperty('insurerName');
    expect(body).not.toHaveProperty('vehicleLookup');
  });

  it('drops support needs left ticked when the driver then unticked the flag', () => {
    const body = reportBody({ ...complete(), vulnerableCustomer: false, supportNeeds: ['carer'], supportDetails: 'x' });
    expect(body).toMatchObject({ vulnerableCustomer: false, supportNeeds: [], supportDetails: '' });
  });
});
