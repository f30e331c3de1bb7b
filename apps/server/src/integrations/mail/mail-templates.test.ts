import { DRIVER_LINK_PURPOSES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import {
  bodyshopAgreementMail,
  driverLinkMail,
  escapeHtml,
  invitationMail,
  type MailContent,
} from './mail-templates.ts';

const EXPIRES = new Date('2026-12-01T17:30:00Z');

/** WCAG 2 contrast ratio of an RRGGBB colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

/** What every mail's HTML must have to be accessible, and both parts to say the same. */
function expectAccessible(mail: MailContent, url: string, action: string) {
  expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
  expect(mail.html.match(/<h1[ >]/g)).toHaveLength(1);
  expect(mail.html).toContain(`<a href="${escapeHtml(url)}"`);
  expect(mail.html).toContain(`>${escapeHtml(action)}</a>`);
  // Text only: no image carries any of the content.
  expect(mail.html).not.toMatch(/<img|background-image/);
  // Every text colour at least 4.5:1 on the white background (WCAG 1.4.3).
  const colours = mail.html.match(/(?<!-)color:#[0-9a-f]{6}/gi)?.map((c) => c.slice(-6)) ?? [];
  expect(colours.length).toBeGreaterThan(0);
  for (const colour of colours) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  expect(mail.html).toContain('background:#ffffff');
  expect(mail.text).toContain(url);
  expect(mail.text).toContain(`${action}:`);
}

describe('mail templates', () => {
  it('invite with the link in both parts, saying who invited, to what and until when', () => {
    const url = 'https://fixline.example/register?token=abc&x=1';
    const mail = invitationMail({
      organisationName: 'Northwind Insurance',
      role: 'ADMIN',
      inviterName: 'Claire Adams',
      url,
      expiresAt: EXPIRES,
    });
    expect(mail.subject).toBe('You are invited to join Northwind Insurance on Fixline');
    expect(mail.text).toContain(
      'Claire Adams invited you to join Northwind Insurance on Fixline, with the role Admin.',
    );
    expect(mail.text).toContain('The link works once, until 1 December 2026 at 17:30.');
    expectAccessible(mail, url, 'Create your Fixline account');
    expect(mail.html).toContain('register?token=abc&amp;x=1');
  });

  it('escape every value put into the HTML part', () => {
    const mail = invitationMail({
      organisationName: '<script>alert("x")</script> & Co',
      role: 'USER',
      inviterName: 'Eve "O\'Hara"',
      url: 'https://fixline.example/register?token="><img src=x>',
      expiresAt: EXPIRES,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('Eve &quot;O&#39;Hara&quot;');
  });

  it('give a driver the link of every purpose, for their claim only, with when it stops working', () => {
    for (const purpose of DRIVER_LINK_PURPOSES) {
      const url = `https://fixline.example/${purpose}/token`;
      const mail = driverLinkMail({
        purpose,
        url,
        expiresAt: EXPIRES,
        claimReference: 'FX-000042',
        customerName: null,
      });
      expect(mail.subject).toMatch(/ \(claim FX-000042\)$/);
      expect(mail.text).toMatch(/^[^\n]+\n\nHello,/);
      expect(mail.text).toContain(
        'This link is for your claim FX-000042 only. It works until 1 December 2026 at 17:30',
      );
      expect(mail.text).toContain('Do not forward this mail');
      expectAccessible(mail, url, /<a [^>]*>([^<]+)<\/a>/.exec(mail.html)?.[1] as string);
    }
  });

  it('send the signed bodyshop agreement with no link: the copy is the attachment', () => {
    const mail = bodyshopAgreementMail({
      claimReference: 'FX-000012',
      registration: 'MA21 BOD',
      customerName: 'Ella <Morris>',
      bodyshopName: 'Precision Bodyworks',
      signedName: 'Ella Morris',
      acceptedAt: new Date('2026-11-27T14:05:00Z'),
    });
    expect(mail.subject).toBe('Your bodyshop agreement with Precision Bodyworks (claim FX-000012)');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        'accepted the agreement with Precision Bodyworks for the repair of MA21 BOD on 27 November 2026 at 14:05',
      );
      expect(part).toContain('attached as a PDF');
    }
    expect(mail.html).toContain('Dear Ella &lt;Morris&gt;,');
    expect(mail.html).not.toMatch(/<a |copy this address/);
    expect(mail.text).not.toMatch(/https?:/);
    expect(mail.html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it('ask for a rating naming the repairer', () => {
    const mail = driverLinkMail({
      purpose: 'feedback',
      url: 'https://fixline.example/rate/t',
      expiresAt: EXPIRES,
      claimReference: 'FX-000042',
      customerName: 'Martin Shaw',
      repairerName: 'Riverside Autos',
    });
    expect(mail.subject).toBe('How was your repair? (claim FX-000042)');
    expect(mail.text).toContain('Dear Martin Shaw,');
    expect(mail.text).toContain('rate the repairer from 1 to 5 stars');
    expect(mail.text).toContain('The repair was done by Riverside Autos.');
    expectAccessible(mail, 'https://fixline.example/rate/t', 'Rate your repair');
  });
});
