import type {
  ApiKeyScope,
  BidState,
  Capability,
  ClaimPayer,
  ClaimStatus,
  ClaimTrack,
  ClaimType,
  DriverLinkPurpose,
  MailStatus,
  MailTransportKind,
  NotificationType,
  OrganisationType,
  Partner,
  PartnerCallStatus,
  PaymentProviderName,
  PickupAnswer,
  PickupLocation,
  PickupType,
  QuoteState,
  RepairCapability,
  RetailQuoteItem,
  RetailQuoteState,
  Role,
  SupportNeed,
  TNotificationPayload,
  VehicleLocation,
  WebhookEvent,
} from '@fixline/domain';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { MailAttachment } from '../integrations/mail/mail-transport.ts';

/** The database as Kysely sees it (camelCase here, snake_case in SQL through the CamelCasePlugin). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface OrganisationTable {
  id: Generated<string>;
  name: string;
  type: OrganisationType;
  capabilities: ColumnType<Capability[], Capability[] | undefined, Capability[]>;
  fnolCode: string | null;
  biddingWindowHours: Generated<number>;
  authorisationDeadlineDays: Generated<number>;
  serviceRadiusKm: Generated<number>;
  createdAt: CreatedAt;
}

export interface RetiredFnolCodeTable {
  /** Upper case, as codes are compared. */
  code: string;
  organisationId: string;
  retiredAt: CreatedAt;
}

export interface UserTable {
  id: Generated<string>;
  email: string;
  name: string;
  phone: Generated<string | null>;
  passwordHash: string;
  requiredPasswordChange: Generated<boolean>;
  disabledAt: Date | null;
  /** 'api-key': the user an organisation API key acts as (migration 0036), never a person. */
  kind: Generated<'person' | 'api-key'>;
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
  needs: ColumnType<RepairCapability[], RepairCapability[] | undefined, RepairCapability[]>;
  enteredMarketplaceAt: Date | null;
  biddingClosesAt: Date | null;
  /** While awaiting the client's authorisation: when it is due, and when it was escalated (migration 0029). */
  authorisationDueAt: Date | null;
  authorisationEscalatedAt: Date | null;
  chosenBidId: string | null;
  proposedCost: number | null;
  proposedCostRepairer: number | null;
  /** 'HH:MM'. */
  incidentTime: string | null;
  /** Where it happened, and where the vehicle is now: a garage collects it there (migration 0044). */
  incidentPostcode: string | null;
  vehicleLocation: VehicleLocation | null;
  vehiclePostcode: string | null;
  /** The postcode district the claim's place was taken from (decision 0083). */
  placeDistrict: string | null;
  /** What the list's search box looks in, kept by PostgreSQL from the fields (migration 0045). */
  searchText: GeneratedAlways<string>;
  fuelType: string | null;
  injuries: boolean | null;
  thirdPartyInvolved: boolean | null;
  vulnerableCustomer: ColumnType<boolean, boolean | undefined, boolean>;
  supportNeeds: ColumnType<SupportNeed[], SupportNeed[] | undefined, SupportNeed[]>;
  supportDetails: string | null;
  labels: ColumnType<string[], string[] | undefined, string[]>;
  cost: number | null;
  costRepairer: number | null;
  /** Who pays the repair, and the driver's policy: excess in pence (migration 0042, decision 0082). */
  payer: ClaimPayer;
  policyNumber: ColumnType<string | null, string | null | undefined, string | null>;
  excess: ColumnType<number | null, number | null | undefined, number | null>;
  vatRegistered: ColumnType<boolean, boolean | undefined, boolean>;
  quoteStripeId: string | null;
  issueComment: string | null;
  issueRaisedBy: string | null;
  issueRaisedByName: string | null;
  issueRaisedAt: Date | null;
  archivedFrom: ClaimStatus | null;
  deletedAt: Date | null;
  /** Its reference in the client's own claims system, when it came from there (migration 0025). */
  premiaReference: Generated<string | null>;
  bodyshopApprovalRequestedAt: Generated<Date | null>;
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

/** A person's channels for one event type; a type without a row has the defaults (decision 0059). */
export interface NotificationPreferenceTable {
  userId: string;
  type: NotificationType;
  inApp: boolean;
  push: boolean;
  mail: boolean;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** An organisation's API key (migration 0036): the SHA-256 of its secret, and of the old one while it still works. */
export interface ApiKeyTable {
  id: Generated<string>;
  organisationId: string;
  userId: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  secretHash: string;
  oldSecretHash: string | null;
  oldSecretEndsAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface WebhookEndpointTable {
  id: Generated<string>;
  organisationId: string;
  url: string;
  events: WebhookEvent[];
  /** 'whsec_' and the base64 key: the Standard Webhooks form. */
  secret: string;
  description: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface WebhookDeliveryTable {
  id: Generated<string>;
  endpointId: string;
  messageId: string;
  eventType: WebhookEvent;
  claimId: string;
  payload: ColumnType<unknown, string, string>;
  status: ColumnType<'queued' | 'delivered' | 'failed', 'queued' | undefined, 'queued' | 'delivered' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: CreatedAt;
  deliveredAt: Date | null;
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
  /** The signed body length; null when the upload was signed without one (migration 0027). */
  size: number | null;
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
  /** A bidder's document for its bid (migration 0035): read only by that organisation, the client and the platform. */
  bidOrganisationId: Generated<string | null>;
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

/**
 * A claim on the marketplace and an organisation it is offered to (migration 0037), kept by triggers:
 * what a garage's list and badge read. `km`: to its nearest garage that reaches the claim; null when
 * the claim has no place.
 */
export interface MarketplaceOfferTable {
  organisationId: string;
  claimId: string;
  km: number | null;
  type: ClaimType;
  needs: ColumnType<RepairCapability[], RepairCapability[], RepairCapability[]>;
  enteredMarketplaceAt: Date | null;
  biddingClosesAt: Date | null;
}

export interface GarageTable {
  id: Generated<string>;
  organisationId: string;
  name: string;
  addressLine1: string | null;
  town: string | null;
  postcode: string | null;
  phone: string | null;
  latitude: number;
  longitude: number;
  serviceRadiusKm: ColumnType<number, number | undefined, number>;
  openingHours: string | null;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday); Monday to Friday by default (migration 0043). */
  openDays: ColumnType<number[], number[] | undefined, number[]>;
  /** 'HH:MM' in London; 17:30 by default. */
  closesAt: ColumnType<string, string | undefined, string>;
  capabilities: ColumnType<RepairCapability[], RepairCapability[] | undefined, RepairCapability[]>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface BidTable {
  id: Generated<string>;
  claimId: string;
  organisationId: string;
  state: ColumnType<BidState, BidState | undefined, BidState>;
  amount: number;
  /** 'YYYY-MM-DD', read as text like every date column. */
  earliestStartDate: string;
  repairDays: number;
  note: string | null;
  documentId: string | null;
  validUntil: string;
  placedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** One mail the product sent or will send, and how its delivery went (migration 0012). */
export interface SentMailTable {
  id: Generated<string>;
  /** Which template made it: 'invitation', 'rating-request', 'driver-link' ... */
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  claimId: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  /** How it left once sent: over SMTP, or kept in this outbox only (no SMTP_URL). */
  transport: MailTransportKind | null;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  /** The SMTP server's Message-ID. */
  messageId: string | null;
  /** Files sent with it, text content (a calendar invitation): migration 0018. */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  sentAt: Date | null;
}

/** One call to a partner: the outbox row its job sends, with how it went (migration 0025). */
export interface PartnerCallTable {
  id: Generated<string>;
  claimId: string;
  partner: Partner;
  action: string;
  request: ColumnType<unknown, string, string>;
  status: ColumnType<PartnerCallStatus, PartnerCallStatus | undefined, PartnerCallStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: number;
  lastError: string | null;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  summary: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** A claim's pickup data (spec 3): the driver's availability, the booked repair date, the answer (migration 0017). */
export interface ClaimPickupTable {
  claimId: string;
  /** 'YYYY-MM-DD' each, read as text like every date column. */
  pickupDates: ColumnType<string[], string[] | undefined, string[]>;
  contact: string | null;
  requestedSpecificDate: string | null;
  date: string | null;
  notifyCustomer: ColumnType<boolean, boolean | undefined, boolean>;
  type: PickupType | null;
  allowFutureDate: ColumnType<boolean, boolean | undefined, boolean>;
  chargeRequired: ColumnType<boolean, boolean | undefined, boolean>;
  location: PickupLocation | null;
  driverAnswer: PickupAnswer | null;
  driverAnsweredAt: Date | null;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** A driver's key to one page of one claim; only its token's hash is kept (migration 0012). */
export interface DriverLinkTable {
  id: Generated<string>;
  claimId: string;
  purpose: DriverLinkPurpose;
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  lastUsedAt: Date | null;
  /** The object the page's path names besides the claim (a quote), migration 0016. */
  subjectId: ColumnType<string | null, string | null | undefined, never>;
}

/** A driver's rating of the repairer of a completed claim, one per claim (migration 0012). */
export interface RepairerRatingTable {
  id: Generated<string>;
  claimId: string;
  repairerOrganisationId: string;
  driverLinkId: string | null;
  stars: number;
  comment: string | null;
  createdAt: CreatedAt;
}

/** A driver's acceptance of the bodyshop agreement, one per claim (migration 0031). */
export interface BodyshopAgreementTable {
  id: Generated<string>;
  claimId: string;
  bodyshopOrganisationId: string;
  signedName: string;
  termsVersion: string;
  driverLinkId: string | null;
  acceptedAt: ColumnType<Date, Date | undefined, never>;
}

/** A "Forgot password?" link: its token's hash, single use until it expires (migration 0028). */
export interface PasswordResetTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

/** A driver's browser that asked for web push on the tracking page, against its link (migration 0023). */
export interface TrackingPushSubscriptionTable {
  id: Generated<string>;
  driverLinkId: string;
  claimId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: CreatedAt;
}

export interface RetailQuoteTable {
  id: Generated<string>;
  claimId: string;
  kind: 'plain' | 'simple' | 'complex';
  /** The lines the driver sees, in pence (JSON). */
  items: ColumnType<RetailQuoteItem[], string, string>;
  couponId: string | null;
  discount: ColumnType<number, number | undefined, number>;
  cost: number;
  costRepairer: number;
  /** The payment provider's id for it: the claim's quoteStripeId. */
  providerId: string;
  state: ColumnType<RetailQuoteState, RetailQuoteState | undefined, RetailQuoteState>;
  decidedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

/** A quote put to the client for authorisation (migration 0030); items null when not itemised. */
export interface QuoteTable {
  id: Generated<string>;
  claimId: string;
  items: ColumnType<RetailQuoteItem[] | null, string | null, string | null>;
  cost: number;
  costRepairer: number;
  documentId: string | null;
  state: ColumnType<QuoteState, QuoteState | undefined, QuoteState>;
  decidedAt: Date | null;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface PaymentCheckoutTable {
  id: Generated<string>;
  claimId: string;
  provider: PaymentProviderName;
  sessionId: string | null;
  owed: number;
  tip: ColumnType<number, number | undefined, number>;
  currency: ColumnType<string, string | undefined, never>;
  state: ColumnType<'open' | 'paid' | 'failed', 'open' | undefined, 'open' | 'paid' | 'failed'>;
  createdAt: CreatedAt;
  settledAt: Date | null;
}

export interface PaymentEventTable {
  eventId: string;
  provider: PaymentProviderName;
  type: string;
  checkoutId: string | null;
  receivedAt: CreatedAt;
}

export interface ClaimPaymentTable {
  id: Generated<string>;
  claimId: string;
  amount: number;
  tip: ColumnType<number, number | undefined, never>;
  currency: ColumnType<string, string | undefined, never>;
  method: string;
  providerPaymentId: string | null;
  checkoutId: string | null;
  recordedBy: string | null;
  recordedByName: string | null;
  paidAt: CreatedAt;
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
  notificationPreferences: NotificationPreferenceTable;
  apiKeys: ApiKeyTable;
  webhookEndpoints: WebhookEndpointTable;
  webhookDeliveries: WebhookDeliveryTable;
  appSettings: AppSettingTable;
  uploadGrants: UploadGrantTable;
  claimFiles: ClaimFileTable;
  fnolUploadSecrets: FnolUploadSecretTable;
  idempotencyKeys: IdempotencyKeyTable;
  garages: GarageTable;
  marketplaceOffers: MarketplaceOfferTable;
  bids: BidTable;
  retiredFnolCodes: RetiredFnolCodeTable;
  sentMail: SentMailTable;
  driverLinks: DriverLinkTable;
  claimPickups: ClaimPickupTable;
  repairerRatings: RepairerRatingTable;
  bodyshopAgreements: BodyshopAgreementTable;
  passwordResets: PasswordResetTable;
  trackingPushSubscriptions: TrackingPushSubscriptionTable;
  partnerCalls: PartnerCallTable;
  retailQuotes: RetailQuoteTable;
  quotes: QuoteTable;
  paymentCheckouts: PaymentCheckoutTable;
  paymentEvents: PaymentEventTable;
  claimPayments: ClaimPaymentTable;
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
export type Garage = Selectable<GarageTable>;
export type Bid = Selectable<BidTable>;
export type PartnerCall = Selectable<PartnerCallTable>;
