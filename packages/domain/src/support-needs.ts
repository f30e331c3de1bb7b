/**
 * A customer in vulnerable circumstances (the FCA's FG21/1 guidance, which UK insurers are held to):
 * the driver says so at first notice of loss, with what support they need, and everyone handling the
 * claim sees it. The kinds the wizard offers; anything else goes in the details as plain words.
 */
export const SUPPORT_NEEDS = ['calls-not-mail', 'carer', 'accessibility'] as const;
export type SupportNeed = (typeof SUPPORT_NEEDS)[number];

export const SUPPORT_NEED_LABELS = {
  'calls-not-mail': 'Phone calls rather than letters or email',
  carer: 'Contact my carer or a person I trust',
  accessibility: 'Accessibility needs (large print, hearing, sight, language)',
} as const satisfies Record<SupportNeed, string>;

export const SUPPORT_MESSAGES = {
  /** The flag is set and nothing says what would help. */
  whatSupport: 'Please tell us what support you need',
  /** The staff's notice on the claim page. */
  notice: 'This customer may need extra support',
} as const;
