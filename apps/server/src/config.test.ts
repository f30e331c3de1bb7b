import { describe, expect, it } from 'vitest';
import { EMBEDDED_PAYMENTS_IN_PRODUCTION, loadConfig } from './config.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('payments configuration (issue 46, finding 11)', () => {
  it('refuses the embedded test-mode checkout in production, saying why and what to set', () => {
    const refusal = () => loadConfig({ NODE_ENV: 'production' });
    expect(refusal).toThrow(EMBEDDED_PAYMENTS_IN_PRODUCTION);
    expect(refusal).toThrow(/STRIPE_SECRET_KEY.*NODE_ENV=production.*PAYMENTS_TEST_MODE=true/s);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toThrow(
      EMBEDDED_PAYMENTS_IN_PRODUCTION,
    );
  });

  it('runs the test-mode checkout in production only when PAYMENTS_TEST_MODE=true says it is meant', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).stripe).toBeUndefined();
  });

  it('takes Stripe in production, and the test-mode checkout anywhere else', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE }).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
    });
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig(NODE_ENV ? { NODE_ENV } : {}).stripe).toBeUndefined();
    }
  });

  it('refuses a PAYMENTS_TEST_MODE that is not a yes or a no', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'maybe' })).toThrow('PAYMENTS_TEST_MODE');
  });
});
