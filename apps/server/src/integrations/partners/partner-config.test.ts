import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('partner configuration', () => {
  it('a URL and a key choose the HTTP adapter; neither the embedded default; one alone is refused', () => {
    const config = loadConfig({
      CLICKMECHANIC_API_URL: 'https://api.clickmechanic.test/v1',
      CLICKMECHANIC_API_KEY: 'k',
    });
    expect(config.partners).toEqual({
      premia: undefined,
      clickmechanic: { url: 'https://api.clickmechanic.test/v1', apiKey: 'k' },
      'bodyshop-leads': undefined,
    });
    expect(() => loadConfig({ PREMIA_API_URL: 'https://premia.test' })).toThrow(
      'PREMIA_API_URL and PREMIA_API_KEY go together',
    );
    expect(() => loadConfig({ BODYSHOP_LEADS_API_KEY: 'k' })).toThrow(
      'BODYSHOP_LEADS_API_URL and BODYSHOP_LEADS_API_KEY go together',
    );
    expect(() => loadConfig({ PREMIA_API_URL: 'not a url', PREMIA_API_KEY: 'k' })).toThrow('PREMIA_API_URL');
  });
});
