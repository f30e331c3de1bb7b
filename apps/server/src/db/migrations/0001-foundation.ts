import { type Kysely, sql } from 'kysely';

/** Organisations, people and their sign-in: the tables every later module stands on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisations (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      type text not null check (type in ('platform', 'client', 'repairer', 'bodyshop')),
      capabilities text[] not null default '{}',
      fnol_code text unique,
      created_at timestamptz not null default now()
    );

    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      name text not null,
      password_hash text not null,
      required_password_change boolean not null default false,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table permissions (
      user_id uuid not null references users (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      role text not null check (role in ('SUPER_ADMIN', 'ADMIN', 'USER')),
      created_at timestamptz not null default now(),
      primary key (user_id, organisation_id)
    );
    create index permissions_organisation_idx on permissions (organisation_id);

    -- One row per sign-in: the JWT names its session, so logout and disable revoke tokens at once.
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user_idx on sessions (user_id) where revoked_at is null;

    -- Only a hash of the invitation token is kept: a database leak does not leak usable links.
    create table invites (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique,
      email text not null,
      organisation_id uuid not null references organisations (id) on delete cascade,
      role text not null check (role in ('SUPER_ADMIN', 'ADMIN', 'USER')),
      invited_by uuid references users (id) on delete set null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    -- Failed and successful sign-ins, for the per-account and per-address limits on every node.
    create table login_attempts (
      id bigint generated always as identity primary key,
      email text not null,
      address text not null,
      succeeded boolean not null,
      attempted_at timestamptz not null default now()
    );
    create index login_attempts_email_idx on login_attempts (email, attempted_at) where not succeeded;
    create index login_attempts_address_idx on login_attempts (address, attempted_at) where not succeeded;

    create table feedback (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      feedback text not null,
      url text not null,
      browser_data jsonb not null,
      user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
