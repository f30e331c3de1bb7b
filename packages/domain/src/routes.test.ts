import { describe, expect, it } from 'vitest';
import { APP_ROUTES, NAV_ROUTES } from './routes.ts';

describe('the route table', () => {
  it('lists each path once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the spec’s navigation entries, in order', () => {
    expect(NAV_ROUTES.map((r) => r.nav.label)).toEqual([
      'Repair home',
      'Bodyshop home',
      'Claims',
      'Dashboard',
      'Explorer',
      'Garages',
      'Map',
      'Organization',
      'Create Organization',
      'Invite Admin',
      'Labels',
      'Quick Quote',
      'Users',
      'Sent mail',
      'Integrations',
    ]);
  });

  it('guards every navigation entry with a privilege', () => {
    for (const route of NAV_ROUTES) expect(route.access.kind, route.path).toBe('privileged');
  });

  it('shows the driver’s pages without top bar and drawer', () => {
    const bare = APP_ROUTES.filter((r) => 'bare' in r && r.bare).map((r) => r.path);
    expect(bare).toEqual([
      '/pickup/:claimId',
      '/repairDateSelected',
      '/repairDateRejected',
      '/quote-accept/:quoteId',
      '/preferred-dates/:quoteId',
      '/bodyshop-quote-accept/:quoteId',
      '/rate/:token',
      '/track/:token',
      '/bodyshop/:claimId',
    ]);
  });
});
