/**
 * A mark of one run of a journey, for what it makes under a name the server keeps unique (a label, an
 * organisation, an email address, a garage) or finds again by (a plate): CI's retry, and the other
 * project on the same server, make theirs anew rather than meet the first run's. Six characters of a-z
 * and 0-9, so a plate holds it.
 */
export function runMark(): string {
  const now = Date.now().toString(36).slice(-4);
  const chance = Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, '0');
  return `${now}${chance}`;
}
