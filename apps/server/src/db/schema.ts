import type { Capability, OrganisationType, Role } from '@fixline/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** The database as Kysely sees it (camelCase here, snake_case in SQL through the CamelCasePlugin). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface OrganisationTable {
  id: Generated<string>;
  name: string;
  type: OrganisationType;
  capabilities: ColumnType<Capability[], Capability[] | undefined, Capability[]>;
  fnolCode: string | null;
  createdAt: CreatedAt;
}

export interface UserTable {
  id: Generated<string>;
  email: string;
  name: string;
  passwordHash: string;
  requiredPasswordChange: Generated<boolean>;
  disabledAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface PermissionTable {
  userId: string;
  organisationId: string;
  role: Role;
  createdAt: CreatedAt;
}

export interface SessionTable {
  id: Generated<string>;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface InviteTable {
  id: Generated<string>;
  tokenHash: string;
  email: string;
  organisationId: string;
  role: Role;
  invitedBy: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  email: string;
  address: string;
  succeeded: boolean;
  attemptedAt: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  email: string;
  feedback: string;
  url: string;
  browserData: ColumnType<{ name: string; version: string }, string, string>;
  userId: string | null;
  createdAt: CreatedAt;
}

export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  permissions: PermissionTable;
  sessions: SessionTable;
  invites: InviteTable;
  loginAttempts: LoginAttemptTable;
  feedback: FeedbackTable;
}

export type Organisation = Selectable<OrganisationTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
