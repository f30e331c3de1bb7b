import { type Kysely, sql } from 'kysely';

/**
 * Who pays a claim's repair, and the driver's policy (issue 40, decision 0082). `payer` is the insurer
 * (an insured claim: the driver owes only the excess, and the VAT when `vat_registered`) or the driver
 * (a retail claim: the accepted quote). Existing claims take the default of their track: the retail
 * (FNOL) track's driver, every other track's insurer. It has no default of its own: each insert says
 * who pays (the domain's `defaultPayer`), so a claim cannot slip in as insured by omission. `excess` is
 * pence, up to £10,000, as the API takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      add column payer text,
      add column policy_number text,
      add column excess integer constraint claims_excess_range check (excess between 0 and 1000000),
      add column vat_registered boolean not null default false;
    update claims set payer = case when track = 'retail' then 'driver' else 'insurer' end;
    alter table claims
      alter column payer set not null,
      add constraint claims_payer_check check (payer in ('insurer', 'driver'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      drop column payer,
      drop column policy_number,
      drop column excess,
      drop column vat_registered;
  `.execute(db);
}
