import { type TMarketplaceQuery, ZMarketplaceQuery } from '@fixline/domain';

/** The list a garage opens first: nearest first, 25 rows (the API's defaults). */
export const MARKETPLACE_FIRST_PAGE: TMarketplaceQuery = ZMarketplaceQuery.parse({});
export const MARKETPLACE_LIST_PATH = '/api/marketplace/claims?sort=distance&pageSize=25';
