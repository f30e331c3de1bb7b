import { VALIDATION_MESSAGES } from '@fixline/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPasswords from '@zxcvbn-ts/language-common';
import * as englishWords from '@zxcvbn-ts/language-en';
import { badRequest } from '../http/http-error.ts';

/**
 * Fewer guesses than this (zxcvbn's scores 0 and 1) is a password among the first an attacker tries:
 * one of the most used, a keyboard row, a run or a repeat, with a digit or two added.
 */
const MIN_GUESSES = 1e6;
/** Shorter pieces of a name or address ('Al', 'jo') are parts of too many good passwords to refuse. */
const MIN_PART_LENGTH = 3;

let estimator: ZxcvbnFactory | undefined;

/** Made at the first new password, not at start: its dictionaries take a moment to rank. */
function guesses(password: string, userInputs: string[] = []): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonPasswords.dictionary, ...englishWords.dictionary },
    graphs: commonPasswords.adjacencyGraphs,
  });
  return estimator.check(password, userInputs).guesses;
}

export interface PasswordOwner {
  email: string;
  name: string;
}

/** The email, its local part and that part's pieces; the name, joined and word by word; lower case. */
export function personalParts({ email, name }: PasswordOwner): string[] {
  const address = email.toLowerCase();
  const local = address.split('@')[0] ?? '';
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const parts = [address, local, ...local.split(/[^\p{L}\p{N}]+/u), words.join(''), ...words];
  return [...new Set(parts)].filter((part) => part.length >= MIN_PART_LENGTH).sort((a, b) => b.length - a.length);
}

/** The password with every part of the owner's email and name taken out, longest parts first. */
function withoutPersonalParts(password: string, parts: string[]): string {
  let rest = password.toLowerCase();
  for (const part of parts) rest = rest.split(part).join('');
  return rest;
}

/**
 * Why a new password is refused, or null (NIST SP 800-63B 3.1.1.2, ASVS 6.2.4 and 6.2.11). Built from
 * the email or name: once those are taken out, what is left is easy to guess ('dana.fox2024' leaves
 * '2024'). Common: zxcvbn, with its list of the most used passwords and English words, finds it within
 * MIN_GUESSES. Length is the schema's rule, checked before.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const parts = personalParts(owner);
  const rest = withoutPersonalParts(password, parts);
  if (rest !== password.toLowerCase() && guesses(rest) < MIN_GUESSES) return VALIDATION_MESSAGES.passwordPersonal;
  if (guesses(password, parts) < MIN_GUESSES) return VALIDATION_MESSAGES.passwordCommon;
  return null;
}

/** 400 `{ message, errors: ['<field>: …'] }`, as the schema's own rules answer, for a password refused above. */
export function refuseWeakPassword(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, [`${field}: ${problem}`]);
}
