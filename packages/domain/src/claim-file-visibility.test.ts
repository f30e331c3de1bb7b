import { describe, expect, it } from 'vitest';
import { claimFileReader, mayReadClaimFile, maySeeClaimFile } from './claim-file-visibility.ts';
import { CLAIM_FILE_TYPE_NAMES } from './claim-files.ts';
import { claimOfParties, person } from './test-people.ts';

const claim = claimOfParties;
const visible = (reader: Parameters<typeof mayReadClaimFile>[0]) =>
  CLAIM_FILE_TYPE_NAMES.filter((type) => mayReadClaimFile(reader, type));

describe('who sees which claim files', () => {
  it('knows each reader’s relation to the claim, the marketplace being the only other way in', () => {
    expect(claimFileReader(person('platform', 'platform', 'SUPER_ADMIN'), claim)).toBe('platform');
    expect(claimFileReader(person('client-1', 'client', 'USER'), claim)).toBe('owner');
    expect(claimFileReader(person('repairer-1', 'repairer', 'USER'), claim)).toBe('assignee');
    expect(
      claimFileReader(person('bodyshop-1', 'bodyshop', 'USER'), { ...claim, repairerOrganisationId: 'bodyshop-1' }),
    ).toBe('assignee');
    expect(claimFileReader(person('repairer-2', 'repairer', 'ADMIN'), claim)).toBe('marketplace-bidder');
    expect(claimFileReader(person('repairer-1', 'repairer', 'USER'), { ...claim, repairerOrganisationId: null })).toBe(
      'marketplace-bidder',
    );
    expect(claimFileReader({ permissions: [] }, claim)).toBe('marketplace-bidder');
  });

  it('shows the claim’s parties every file', () => {
    for (const reader of ['platform', 'owner', 'assignee'] as const) {
      expect(visible(reader), reader).toEqual(CLAIM_FILE_TYPE_NAMES);
    }
  });

  it('shows a marketplace bidder photos only: no documents or videos with personal data', () => {
    expect(visible('marketplace-bidder')).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);
    expect(mayReadClaimFile('marketplace-bidder', 'application/pdf')).toBe(false);
    expect(mayReadClaimFile('marketplace-bidder', 'video/mp4')).toBe(false);
  });

  it('shows nobody a file of no known kind', () => {
    expect(mayReadClaimFile('platform', 'text/html')).toBe(false);
  });
});

describe('who sees a bid’s document', () => {
  const bidFile = { contentType: 'application/pdf', bidOrganisationId: 'repairer-2' };
  const sees = (actor: ReturnType<typeof person>, onClaim: Parameters<typeof claimFileReader>[1] = claim) =>
    maySeeClaimFile(actor, claimFileReader(actor, onClaim), bidFile);

  it('shows it to its bidder, the client and the platform', () => {
    expect(sees(person('repairer-2', 'repairer', 'USER'))).toBe(true);
    expect(sees(person('client-1', 'client', 'USER'))).toBe(true);
    expect(sees(person('platform', 'platform', 'SUPER_ADMIN'))).toBe(true);
  });

  it('hides it from every other garage, the one chosen included', () => {
    expect(sees(person('repairer-1', 'repairer', 'USER'))).toBe(false);
    expect(sees(person('bodyshop-1', 'bodyshop', 'USER'), { ...claim, repairerOrganisationId: 'bodyshop-1' })).toBe(
      false,
    );
  });

  it('keeps the ordinary rules for the claim’s own files, and shows nobody a bid file of no known kind', () => {
    const own = { contentType: 'application/pdf', bidOrganisationId: null };
    const bidder = person('repairer-2', 'repairer', 'USER');
    expect(maySeeClaimFile(bidder, claimFileReader(bidder, claim), own)).toBe(false);
    expect(maySeeClaimFile(bidder, 'marketplace-bidder', { ...bidFile, contentType: 'text/html' })).toBe(false);
  });
});
