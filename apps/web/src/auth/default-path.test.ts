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
  it('never sends someone to a page that is not built yet: the profile until then', () => {
    expect(defaultPathFor(actor('client', 'USER'))).toBe('/user');
    expect(defaultPathFor(actor('repairer', 'ADMIN'))).toBe('/user');
    expect(defaultPathFor(actor('platform', 'SUPER_ADMIN'))).toBe('/user');
  });

  it('sends someone with no navigation entry at all to their profile', () => {
    expect(defaultPathFor({ permissions: [] })).toBe('/user');
  });
});
