import { type DriverLinkPurpose, formatDay, ROLE_LABELS, type Role } from '@fixline/domain';

/** What a template makes: both parts of one mail. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The one action a mail asks for: a link, shown as a link and as its address to copy. */
interface MailAction {
  label: string;
  url: string;
}

interface MailLayout {
  subject: string;
  heading: string;
  /** Plain sentences; each becomes a paragraph in both parts. */
  paragraphs: string[];
  /** Absent for a mail that only tells (the signed agreement rides along as a PDF). */
  action?: MailAction;
  /** After the action: when it stops working, what to do if it was not expected. */
  after: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML: every value a template puts in its HTML part goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

const SIGN_OFF = 'Fixline, vehicle repair claims';

/**
 * Every mail's two parts from one description, so they always say the same. The HTML is accessible:
 * a language and a title, one real heading, a real link whose words say where it goes (and its address
 * as text for mail readers that strip links), text only, and colours far above 4.5:1 on white.
 */
function layout({ subject, heading, paragraphs, action, after }: MailLayout): MailContent {
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, ''])]
    .concat(action ? [`${action.label}:`, action.url, ''] : [])
    .concat(after.flatMap((p) => [p, '']))
    .concat(['-- ', SIGN_OFF])
    .join('\n');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px${style}">${content}</p>`;
  const url = action ? escapeHtml(action.url) : '';
  const link = action
    ? `${p(`<a href="${url}" style="color:#0b57d0;font-weight:bold;text-decoration:underline">${escapeHtml(action.label)}</a>`)}
${p(`If the link does not open, copy this address into your browser:<br><span style="word-break:break-all">${url}</span>`, ';font-size:14px;color:#3d3d3d')}
`
    : '';
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:560px;margin:0 auto">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#1a1a1a">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
${link}${after.map((paragraph) => p(escapeHtml(paragraph))).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:#3d3d3d">${escapeHtml(SIGN_OFF)}</p>
</main>
</body>
</html>
`;
  return { subject, text, html };
}

const dateText = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

export interface InvitationMail {
  organisationName: string;
  role: Role;
  inviterName: string;
  url: string;
  expiresAt: Date;
}

/** POST /api/users/invite: the single-use link to create an account. */
export function invitationMail({ organisationName, role, inviterName, url, expiresAt }: InvitationMail): MailContent {
  return layout({
    subject: `You are invited to join ${organisationName} on Fixline`,
    heading: `Join ${organisationName} on Fixline`,
    paragraphs: [
      `${inviterName} invited you to join ${organisationName} on Fixline, with the role ${ROLE_LABELS[role]}.`,
      'Follow the link to choose your name and password.',
    ],
    action: { label: 'Create your Fixline account', url },
    after: [
      `The link works once, until ${dateText(expiresAt)}.`,
      'If you did not expect this invitation, you can ignore this mail.',
    ],
  });
}

/** What each driver link's mail asks the driver to do. */
const DRIVER_LINK_WORDS: Record<DriverLinkPurpose, { subject: string; ask: string; action: string }> = {
  upload: { subject: 'Add photos of your vehicle', ask: 'Add photos and videos of the damage.', action: 'Add photos' },
  quote: { subject: 'Your repair quote is ready', ask: 'Read and accept the repair quote.', action: 'See the quote' },
  dates: {
    subject: 'Choose dates for your repair',
    ask: 'Choose the dates that suit you for the repair.',
    action: 'Choose dates',
  },
  // The driver takes the vehicle to the garage: the page asks "When can you bring your vehicle in?".
  pickup: {
    subject: 'Choose when your vehicle goes in for repair',
    ask: 'Tell the garage the days you can bring your vehicle in. The garage books one of them and confirms it with you.',
    action: 'Choose days',
  },
  payment: {
    subject: 'Pay for your repair',
    ask: 'Pay for your repair, and add a tip if you wish.',
    action: 'Pay now',
  },
  tracking: {
    subject: 'Follow your repair',
    ask: 'Follow your repair as it happens, from any phone or computer.',
    action: 'Follow your repair',
  },
  agreement: {
    subject: 'Sign your bodyshop agreement',
    ask: 'Read the agreement with the bodyshop repairing your vehicle, and accept it by typing your name.',
    action: 'Read and sign the agreement',
  },
  feedback: {
    subject: 'How was your repair?',
    ask: 'Your repair is complete. Tell us how it went: rate the repairer from 1 to 5 stars, with a comment if you like.',
    action: 'Rate your repair',
  },
};

export interface DriverLinkMail {
  purpose: DriverLinkPurpose;
  url: string;
  expiresAt: Date;
  /** 'FX-000123'. */
  claimReference: string;
  customerName: string | null;
  /** Who repairs the vehicle (a pickup link) or repaired it (a rating link). */
  repairerName?: string | null;
}

/** The sentence naming the garage, for the purposes whose mail names it. */
const REPAIRER_SENTENCES: Partial<Record<DriverLinkPurpose, (name: string) => string>> = {
  pickup: (name) => `${name} will repair your vehicle.`,
  feedback: (name) => `The repair was done by ${name}.`,
};

/** A driver's link to one page of their claim (the rating link of request-feedback is one). */
export function driverLinkMail({
  purpose,
  url,
  expiresAt,
  claimReference,
  customerName,
  repairerName,
}: DriverLinkMail): MailContent {
  const words = DRIVER_LINK_WORDS[purpose];
  const sentence = REPAIRER_SENTENCES[purpose];
  const by = sentence && repairerName ? ` ${sentence(repairerName)}` : '';
  return layout({
    subject: `${words.subject} (claim ${claimReference})`,
    heading: words.subject,
    paragraphs: [`${customerName ? `Dear ${customerName},` : 'Hello,'}`, `${words.ask}${by}`],
    action: { label: words.action, url },
    after: [
      `This link is for your claim ${claimReference} only. It works until ${dateText(expiresAt)}; after that, ask your insurer for a new one.`,
      'Do not forward this mail: anyone with the link can use it.',
    ],
  });
}

/** "Forgot password?": the single-use link to choose a new password. */
export function passwordResetMail({ url, expiresAt }: { url: string; expiresAt: Date }): MailContent {
  return layout({
    subject: 'Choose a new Fixline password',
    heading: 'Choose a new password',
    paragraphs: ['Someone asked to reset the password of the Fixline account that uses this address.'],
    action: { label: 'Choose a new password', url },
    after: [
      `The link works once, until ${dateText(expiresAt)}.`,
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ],
  });
}

export interface AuthorisationMail {
  reference: string;
  registration: string;
  /** 'quote' or 'bid': what waits for authorisation. */
  subject: 'quote' | 'bid';
  dueAt: Date;
  url: string;
}

/** Half way to an authorisation deadline: the client's authorisers are reminded. */
export function authorisationReminderMail({ reference, registration, subject, dueAt, url }: AuthorisationMail) {
  return layout({
    subject: `Reminder: claim ${reference} (${registration}) waits for your authorisation`,
    heading: `A ${subject} waits for your authorisation`,
    paragraphs: [
      `Claim ${reference}, vehicle ${registration}, has a ${subject} waiting for your organisation to authorise or reject it.`,
      `It is due by ${dateText(dueAt)}. After that it is escalated to your organisation's admins.`,
    ],
    action: { label: `Open claim ${reference}`, url },
    after: ['You receive this because you can authorise claims for your organisation.'],
  });
}

/** An authorisation deadline has passed: the client's admins are told. */
export function authorisationEscalationMail({ reference, registration, subject, dueAt, url }: AuthorisationMail) {
  return layout({
    subject: `Overdue: claim ${reference} (${registration}) was due for authorisation`,
    heading: `An authorisation is overdue`,
    paragraphs: [
      `Claim ${reference}, vehicle ${registration}, has a ${subject} that was due for authorisation by ${dateText(dueAt)} and is still waiting.`,
      'The driver and the repairer are waiting for your organisation: please authorise or reject it.',
    ],
    action: { label: `Open claim ${reference}`, url },
    after: ["You receive this as an admin of the claim's client organisation."],
  });
}

export interface NotificationMail {
  /** What the menu says of it (spec 9), e.g. 'New comment added: Is it done?'. */
  summary: string;
  reference: string;
  registration: string;
  url: string;
  profileUrl: string;
}

/** A claim event, for someone who chose mail for its type on their profile (decision 0059). */
export function notificationMail({ summary, reference, registration, url, profileUrl }: NotificationMail) {
  return layout({
    subject: `${summary} · claim ${reference} (${registration})`,
    heading: summary,
    paragraphs: [`On claim ${reference}, vehicle ${registration}.`],
    action: { label: `Open claim ${reference}`, url },
    after: [
      `You receive this because you chose mail for this kind of event. Change that on your profile: ${profileUrl}`,
    ],
  });
}

export interface RepairDateMail {
  url: string;
  expiresAt: Date;
  claimReference: string;
  customerName: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  garageName: string;
  /** The garage's address, for the driver's way there. */
  garageAddress: string | null;
  /** Retail: the driver pays before the repair. */
  chargeRequired: boolean;
}

/** A repair date booked or moved: the driver accepts or rejects it; the calendar invitation rides along. */
export function repairDateMail({
  url,
  expiresAt,
  claimReference,
  customerName,
  date,
  garageName,
  garageAddress,
  chargeRequired,
}: RepairDateMail): MailContent {
  const where = garageAddress ? `${garageName}, ${garageAddress}` : garageName;
  return layout({
    subject: `Your repair date: ${formatDay(date)} (claim ${claimReference})`,
    heading: 'Your repair date',
    paragraphs: [
      `${customerName ? `Dear ${customerName},` : 'Hello,'}`,
      `${garageName} has booked your repair for ${formatDay(date)}, at ${where}.`,
      'Follow the link to accept the date, or to reject it and give the dates that suit you. The attached calendar invitation adds the date to your calendar.',
      ...(chargeRequired ? ['Payment is due before the repair starts.'] : []),
    ],
    action: { label: 'Accept or reject the date', url },
    after: [
      `This link is for your claim ${claimReference} only. It works until ${dateText(expiresAt)}; after that, ask your insurer for a new one.`,
      'Do not forward this mail: anyone with the link can use it.',
    ],
  });
}

export interface BodyshopAgreementMail {
  claimReference: string;
  registration: string;
  customerName: string | null;
  bodyshopName: string;
  signedName: string;
  acceptedAt: Date;
}

/** The driver accepted the bodyshop agreement: their copy, as the attached PDF. */
export function bodyshopAgreementMail({
  claimReference,
  registration,
  customerName,
  bodyshopName,
  signedName,
  acceptedAt,
}: BodyshopAgreementMail): MailContent {
  return layout({
    subject: `Your bodyshop agreement with ${bodyshopName} (claim ${claimReference})`,
    heading: 'Your bodyshop agreement',
    paragraphs: [
      `${customerName ? `Dear ${customerName},` : 'Hello,'}`,
      `${signedName} accepted the agreement with ${bodyshopName} for the repair of ${registration} on ${dateText(acceptedAt)}.`,
      'Your copy of the agreement, with its terms, is attached as a PDF. Keep it for your records.',
    ],
    after: [`If you did not accept this agreement, contact your insurer about claim ${claimReference}.`],
  });
}
