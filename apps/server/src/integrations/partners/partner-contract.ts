import type { Partner, z } from '@fixline/domain';
import type { Claim } from '../../db/schema.ts';

/** What the action that calls a partner gave besides the claim (return-to-premia's comment). */
export interface PartnerCallInput {
  comment?: string;
}

/**
 * One partner's contract (docs/partners.md): what Fixline posts where, and what the partner answers.
 * The embedded default and the HTTP adapter both speak it, so they answer alike.
 */
export interface PartnerContract<Body extends object, Answer> {
  partner: Partner;
  /** The message for this claim, made in the action's transaction and kept in partner_calls.request. */
  request(claim: Claim, input: PartnerCallInput): Body;
  /** Where it is posted, below the partner's configured URL. */
  path(body: Body): string;
  /** The 2xx answer's shape; another shape is a failed attempt. */
  answer: z.ZodType<Answer>;
  /** The answer in words, for the claim's timeline. */
  summary(answer: Answer): string;
  /** What the partner would answer: the embedded default's reply. */
  embeddedAnswer(body: Body, now: Date): Answer;
}

/**
 * How one attempt went. Not ok: `retry` when a later attempt may go better (a time-out, a 5xx, an
 * answer of another shape); a 4xx is the partner refusing this message, and trying again would not help.
 */
export type PartnerOutcome =
  | { ok: true; answer: unknown; summary: string }
  | { ok: false; message: string; retry: boolean };

/** A partner as the outbox sees it: sends one stored message and says how it went; never throws. */
export interface PartnerAdapter {
  readonly partner: Partner;
  send(body: object): Promise<PartnerOutcome>;
}
