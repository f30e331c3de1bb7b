import { describe, expect, it } from 'vitest';
import { claimSearchParts, claimSearchTerms, SHORT_SEARCH_MESSAGE, shortSearchProblem } from './claim-search.ts';

describe('claimSearchTerms', () => {
  it('reads a reference however it is read out', () => {
    for (const said of ['FX-000024', 'fx24', 'FX 24', '24', '000024']) {
      expect(claimSearchTerms(said).reference, said).toBe(24);
    }
    expect(claimSearchTerms('FX-').reference).toBeNull();
    expect(claimSearchTerms('AB12').reference).toBeNull();
    expect(claimSearchTerms('0').reference).toBeNull();
  });

  it('keeps a name’s spaces in the text and drops them in the compact form for plates and postcodes', () => {
    expect(claimSearchTerms('  Dana   Driver ')).toMatchObject({ text: 'dana driver', compact: 'danadriver' });
    expect(claimSearchTerms('ab12 cde')).toMatchObject({ compact: 'ab12cde', phone: null });
    expect(claimSearchTerms('LS1 1AA').compact).toBe('ls11aa');
  });

  it('reads phone numbers by their digits, +44 as 0, from three digits', () => {
    expect(claimSearchTerms('+44 7700 900').phone).toBe('07700900');
    expect(claimSearchTerms('(0113) 496-0000').phone).toBe('01134960000');
    expect(claimSearchTerms('24').phone).toBeNull();
    expect(claimSearchTerms('dana@example.test').phone).toBeNull();
  });
});

describe('claimSearchParts and shortSearchProblem', () => {
  it('look inside the fields for three characters or more, and take a reference at any length', () => {
    expect(claimSearchParts(claimSearchTerms('ab 1'))).toEqual(['ab 1', 'ab1']);
    expect(claimSearchParts(claimSearchTerms('cu'))).toEqual([]);
    expect(shortSearchProblem('cu')).toBe(SHORT_SEARCH_MESSAGE);
    expect(shortSearchProblem('24')).toBeNull();
    expect(shortSearchProblem('dan')).toBeNull();
  });
});
