/** A search text as an ILIKE pattern for "contains": `%`, `_` and `\` in it are taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
