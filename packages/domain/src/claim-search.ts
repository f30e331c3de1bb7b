/**
 * What one search box on a claims list looks for (issue 44): a handler types what the caller read out —
 * a reference ("FX-000024", "fx24", "24"), a plate in any spacing, a name, part of an email or a phone
 * number, a postcode, a policy number — and the list finds it without being told which it is.
 */
export interface ClaimSearchTerms {
  /** Lower case, runs of spaces as one: 'dana dr' in a name, '@example' in an email. */
  text: string;
  /** The same without spaces or hyphens: a plate or a postcode however it was spaced ('ab12 c' → 'ab12c'). */
  compact: string;
  /** A phone number's digits as stored ones are compared ('+44 7700 900' → '07700900'): 3 digits or more. */
  phone: string | null;
  /** A reference's number, when the text can be one. */
  reference: number | null;
}

/** The longest search text taken: longer than any reference, plate, name, email or policy number. */
export const MAX_CLAIM_SEARCH_LENGTH = 100;
/**
 * The shortest text looked for inside the fields: a trigram index finds three characters or more, while
 * one or two would read every claim for an answer no one could use. A reference is found at any length.
 */
export const MIN_CLAIM_SEARCH_PART = 3;
export const SHORT_SEARCH_MESSAGE = 'Type at least 3 characters, or a claim reference';

const REFERENCE = /^(?:fx-?\s*)?0*([1-9][0-9]{0,9})$/i;
/** Digits with the separators people write a phone number with, and nothing else. */
const PHONE = /^\+?[\d\s().-]+$/;

export function claimSearchTerms(search: string): ClaimSearchTerms {
  const text = search.trim().toLowerCase().replace(/\s+/g, ' ');
  const compact = text.replace(/[\s-]+/g, '');
  const digits = PHONE.test(text) ? text.replace(/\D/g, '').replace(/^440?/, '0') : '';
  const reference = REFERENCE.exec(compact)?.[1];
  return {
    text,
    compact,
    phone: digits.length >= 3 ? digits : null,
    reference: reference ? Number(reference) : null,
  };
}

/** The parts looked for inside the fields: the text, its compact form and a phone's digits, long enough. */
export function claimSearchParts(terms: ClaimSearchTerms): string[] {
  return [...new Set([terms.text, terms.compact, terms.phone])].filter(
    (part): part is string => part !== null && part.length >= MIN_CLAIM_SEARCH_PART,
  );
}

/** Why the page holds a search back: too short to look inside the fields, and not a reference. */
export function shortSearchProblem(search: string): string | null {
  const terms = claimSearchTerms(search);
  return terms.reference === null && claimSearchParts(terms).length === 0 ? SHORT_SEARCH_MESSAGE : null;
}
