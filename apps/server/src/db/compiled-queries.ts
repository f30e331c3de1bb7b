import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from './database.ts';

/** Stands for the value while the query is built: no request can send it (requests with NUL are refused, refuse-unstorable-text.ts). */
const PLACEHOLDER = '\u0000value';

/**
 * One query's compiled forms, one per shape, run again with a new value. Kysely builds and compiles a
 * query on every call — about 48 µs for the claim read's version check with its joins and reach filter,
 * most of that request's own work — although the SQL only changes with the caller's reach. Here the
 * query is built once per `shape` (a reach key, say) with a placeholder for the one value that varies
 * per call (the claim's id), and each call runs that compiled query with the value put in its place.
 * The same plugins (camel case) transform the rows, as for any query of `db`.
 *
 * `shape` must name everything besides the value that the built query depends on: two calls with the
 * same shape run the same SQL with the same other parameters.
 */
export class CompiledQueries<Row> {
  readonly #compiled = new LRUCache<string, CompiledQuery<Row>>({ max: 1_000 });

  /** The first row of the query `build` makes with `value`, built only when `shape` is new. */
  async takeFirst(
    db: Db,
    shape: string,
    value: string,
    build: (value: string) => Compilable<Row>,
  ): Promise<Row | undefined> {
    const compiled = this.#compiledFor(shape, build);
    const parameters = compiled.parameters.map((parameter) => (parameter === PLACEHOLDER ? value : parameter));
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows[0];
  }

  #compiledFor(shape: string, build: (value: string) => Compilable<Row>): CompiledQuery<Row> {
    let compiled = this.#compiled.get(shape);
    if (!compiled) {
      compiled = build(PLACEHOLDER).compile();
      if (compiled.parameters.filter((parameter) => parameter === PLACEHOLDER).length !== 1) {
        throw new Error(`A compiled query must use its value exactly once as a parameter: ${compiled.sql}`);
      }
      this.#compiled.set(shape, compiled);
    }
    return compiled;
  }
}
