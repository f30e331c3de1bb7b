import { type Kysely, sql } from 'kysely';

/**
 * The claims list's one search box (issue 44): every field a caller reads out, in one lower-case text
 * kept by PostgreSQL itself (a stored generated column, so no writer can forget it), under a trigram
 * index so that any part of it is found without scanning the claims. Plates and postcodes are kept
 * without spaces and phones as their digits (as the list's phone filter compares them), so the search's
 * compact and phone forms (claimSearchTerms) find them however they were typed. The reference is
 * matched by its own unique key, not here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims add column search_text text not null generated always as (
      lower(
        registration
        || ' ' || coalesce(customer_name, '')
        || ' ' || coalesce(customer_email, '')
        || ' ' || coalesce(regexp_replace(regexp_replace(customer_phone, '\\D', '', 'g'), '^440?', '0'), '')
        || ' ' || coalesce(replace(postcode, ' ', ''), '')
        || ' ' || coalesce(replace(incident_postcode, ' ', ''), '')
        || ' ' || coalesce(replace(vehicle_postcode, ' ', ''), '')
        || ' ' || coalesce(policy_number, '')
      )
    ) stored;
    create index claims_search_text_trgm_idx on claims using gin (search_text gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table claims drop column search_text`.execute(db);
}
