import type {
  Capability,
  ClaimStatus,
  ClaimTrack,
  ClaimType,
  NotificationType,
  OrganisationType,
  Role,
  TNotificationPayload,
} from '@fixline/domain';
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
  /** The trusted device (its cookie's id) the attempt came from; null for any other client. */
  device: string | null;
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

export interface ClaimTable {
  id: Generated<string>;
  reference: ColumnType<number, never, never>;
  status: ClaimStatus;
  track: ClaimTrack;
  type: ClaimType;
  clientOrganisationId: string;
  repairerOrganisationId: string | null;
  registration: string;
  make: string | null;
  model: string | null;
  colour: string | null;
  year: number | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  damageDescription: string | null;
  /** 'YYYY-MM-DD': dates are read as text (see database.ts), never shifted by a time zone. */
  incidentDate: string | null;
  labels: ColumnType<string[], string[] | undefined, string[]>;
  cost: number | null;
  costRepairer: number | null;
  quoteStripeId: string | null;
  issueComment: string | null;
  issueRaisedBy: string | null;
  issueRaisedByName: string | null;
  issueRaisedAt: Date | null;
  archivedFrom: ClaimStatus | null;
  deletedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  version: Generated<number>;
  /** Moved on by triggers with every change to the claim or its comments, timeline and files (migration 0010). */
  viewVersion: ColumnType<number, never, never>;
}

export interface ClaimCommentTable {
  id: Generated<string>;
  claimId: string;
  authorId: string | null;
  authorName: string;
  comment: string;
  createdAt: CreatedAt;
}

export interface ClaimHistoryTable {
  id: Generated<string>;
  claimId: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  fromStatus: ClaimStatus | null;
  toStatus: ClaimStatus | null;
  comment: string | null;
  at: ColumnType<Date, Date | undefined, never>;
  /** Set by the database when the entry moves the claim on: how long it stayed in fromStatus. */
  staySeconds: ColumnType<number | null, never, never>;
}

/** Claims per (client, repairer, status, open issue), kept by a trigger on claims. */
export interface ClaimCountTable {
  clientOrganisationId: string;
  repairerOrganisationId: string | null;
  status: ClaimStatus;
  issueRaised: boolean;
  n: number;
}

export interface LabelTable {
  id: Generated<string>;
  name: string;
  colour: string;
  description: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface NotificationTable {
  /** The event's: the same for every recipient of it. */
  id: string;
  recipientId: string;
  claimId: string;
  type: NotificationType;
  registration: string;
  payload: ColumnType<TNotificationPayload, TNotificationPayload, never>;
  createdAt: CreatedAt;
  readAt: Date | null;
}

export interface PushSubscriptionTable {
  id: Generated<string>;
  userId: string;
  browserId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: CreatedAt;
}

export interface AppSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

/** An object key the server signed an upload for; recording the file marks it used. */
export interface UploadGrantTable {
  key: string;
  /** Who may record it: a signed-in user, or (FNOL uploads) the claim whose upload secret signed it. */
  userId: string | null;
  claimId: string | null;
  contentType: string;
  size: number;
  /** For a thumbnail: the key of the original it belongs to. */
  originalKey: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface FnolUploadSecretTable {
  claimId: string;
  /** SHA-256 of the secret, hex: the secret itself is only ever in the driver's browser. */
  secretHash: string;
  expiresAt: Date;
  createdAt: CreatedAt;
}

export interface ClaimFileTable {
  id: Generated<string>;
  claimId: string;
  s3Key: string;
  thumbnailKey: string | null;
  contentType: string;
  name: string;
  size: number;
  uploadedBy: string | null;
  uploadedByName: string;
  createdAt: CreatedAt;
}

/** A client's Idempotency-Key and the answer its request got (migration 0006). */
export interface IdempotencyKeyTable {
  /** The caller's user id, or 'anonymous' on public routes. */
  scope: string;
  key: string;
  /** 'POST /api/claims/:id/comment': a key is for one route. */
  route: string;
  /** SHA-256 of the request's path, query and body: a key is for one request. */
  fingerprint: string;
  /** Null only inside the transaction that claimed the key, so never seen by another. */
  status: number | null;
  answer: ColumnType<unknown, string | null, string | null>;
  /** Set again when an expired key is claimed anew. */
  createdAt: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  permissions: PermissionTable;
  sessions: SessionTable;
  invites: InviteTable;
  loginAttempts: LoginAttemptTable;
  feedback: FeedbackTable;
  claims: ClaimTable;
  claimComments: ClaimCommentTable;
  claimHistory: ClaimHistoryTable;
  claimCounts: ClaimCountTable;
  labels: LabelTable;
  notifications: NotificationTable;
  pushSubscriptions: PushSubscriptionTable;
  appSettings: AppSettingTable;
  uploadGrants: UploadGrantTable;
  claimFiles: ClaimFileTable;
  fnolUploadSecrets: FnolUploadSecretTable;
  idempotencyKeys: IdempotencyKeyTable;
}

export type Organisation = Selectable<OrganisationTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Claim = Selectable<ClaimTable>;
export type ClaimComment = Selectable<ClaimCommentTable>;
export type ClaimHistory = Selectable<ClaimHistoryTable>;
export type Label = Selectable<LabelTable>;
export type Notification = Selectable<NotificationTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;
export type UploadGrant = Selectable<UploadGrantTable>;
export type ClaimFile = Selectable<ClaimFileTable>;
