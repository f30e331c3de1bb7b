import type { TPickupGarage } from '@fixline/domain';
import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from '../../integrations/mail/mail-transport.ts';

export interface RepairDateEvent {
  claimId: string;
  claimReference: string;
  /** 'YYYY-MM-DD': an all-day event. */
  date: string;
  garage: TPickupGarage | null;
  /** The driver's page to accept or reject it. */
  url: string;
}

/**
 * The repair date as a calendar invitation (RFC 5545, the npm `ics` package): an all-day event at the
 * garage. Its UID is the claim's, so a moved date replaces the one already in the driver's calendar.
 */
export function repairDateCalendar({ claimId, claimReference, date, garage, url }: RepairDateEvent): MailAttachment {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const event: EventAttributes = {
    uid: `repair-date-${claimId}@fixline`,
    productId: 'fixline/repair-dates',
    start: [year, month, day],
    duration: { days: 1 },
    title: `Vehicle repair (claim ${claimReference})`,
    description: `Your repair at ${garage?.name ?? 'the garage'}. Accept or reject the date: ${url}`,
    url,
    ...(garage
      ? {
          location: [garage.name, garage.address].filter(Boolean).join(', '),
          geo: { lat: garage.latitude, lon: garage.longitude },
        }
      : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`The repair date's calendar event could not be made: ${String(error)}`);
  return { filename: 'repair-date.ics', contentType: 'text/calendar; charset=utf-8', content: value };
}
