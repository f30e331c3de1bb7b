import { privilegesFor } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { defaultPathFor } from './default-path.ts';

const actor = (type: 'platform' | 'client' | 'repairer', role: 'SUPER_ADMIN' | 'ADMIN' | 'USER') => ({
  permissions: [
    {
      role,
      organisationType: type,
      organisationId: 'o',
      organisationName: 'O',
      privileges: privilegesFor(type, role),
      capabilities: [],
    },
  ],
});

describe('defaultPathFor', () => {
  it('sends staff who read claims to the claims list', () => {
    expect(defaultPathFor(actor('client', 'USER'))).toBe('/home');
    expect(defaultPathFor(actor('platform', 'SUPER_ADMIN'))).toBe('/home');
  });

  it('sends a garage’s staff to their home', () => {
    expect(defaultPathFor(actor('repairer', 'ADMIN'))).toBe('/repairerHome');
  });

  it('sends someone with no navigation entry at all to their profile', () => {
    expect(defaultPathFor({ permissions: [] })).toBe('/user');
  });
});
