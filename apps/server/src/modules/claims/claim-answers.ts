import { LRUCache } from 'lru-cache';
import { type Actor, readerKey } from '../../auth/actor.ts';
import { Serialized } from '../../http/shared-reads.ts';
import type { ClaimView } from './queries.ts';

/**
 * Claim pages as each reader was last sent them, serialised, reused while the claim's view is the
 * same version with the same organisation names (ClaimViewCache checks both with the database on
 * every read). Presenting a claim for its reader, then checking and serialising it against the
 * response schema, was about 20 µs of a cached read's CPU time; a reader who opens the claim again,
 * or has it open in several tabs, is sent the same bytes. Each answer is still checked by the schema
 * once, when it is first made.
 *
 * What a claim page shows depends on the claim and on the reader (their own comments, the money and
 * the actions their permissions allow), never on the clock: so the key is the view's version, the
 * names, and the reader's id and permissions.
 */
export class ClaimAnswers {
  readonly #answers: LRUCache<string, Serialized> | null;

  /** Up to `maxBytes` of answers and their keys (as string length); 0: every read is presented afresh. */
  constructor(maxBytes: number) {
    this.#answers =
      maxBytes > 0
        ? // The key counts too: it holds the reader's permissions, often a few hundred characters.
          new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer, key) => answer.json.length + key.length })
        : null;
  }

  answer(view: ClaimView, reader: Actor, serialize: () => string): Serialized {
    const { id, viewVersion, clientOrganisationName, repairerOrganisationName } = view.claim;
    const key = [id, viewVersion, clientOrganisationName, repairerOrganisationName, readerKey(reader)].join('\u0000');
    let answer = this.#answers?.get(key);
    if (!answer) {
      answer = new Serialized(serialize());
      this.#answers?.set(key, answer);
    }
    return answer;
  }
}
