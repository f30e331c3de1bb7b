import { CLAIM_TYPES, MARKETPLACE_SORTS, REPAIR_CAPABILITIES, type TMarketplaceQueryInput } from '@fixline/domain';
import { Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { MarketplaceList } from './marketplace-list.tsx';
import { NearMisses } from './near-misses.tsx';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
const wholeNumber = (value: string | null): number | undefined => {
  const number = Number(value ?? undefined);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
};

/** The list's search from the address: what is not a known choice is left out, so a hand-edited link still works. */
export function readMarketplaceSearch(params: URLSearchParams): TMarketplaceQueryInput {
  return {
    type: oneOf(CLAIM_TYPES, params.get('type')),
    need: oneOf(REPAIR_CAPABILITIES, params.get('need')),
    maxMiles: wholeNumber(params.get('maxMiles')) || undefined,
    sort: oneOf(MARKETPLACE_SORTS, params.get('sort')) ?? 'distance',
    page: wholeNumber(params.get('page')) ?? 0,
    pageSize: wholeNumber(params.get('pageSize')) || 25,
  };
}

function marketplaceSearchParams(query: TMarketplaceQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/**
 * The marketplace pages (spec 2): /marketplace/claims for both audiences, /marketplace/in-marketplace for
 * repairers and /marketplace/bodyshop-marketplace for bodyshops. The server answers each organisation
 * with the claims it may bid on; the filters and the page live in the address, so a search can be shared.
 */
export default function MarketplaceListPage() {
  const [params, setParams] = useSearchParams();
  const query = readMarketplaceSearch(params);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Marketplace
      </Typography>
      <MarketplaceList
        query={query}
        onChange={(next) => setParams(marketplaceSearchParams(next))}
        paginated
        label="Claims to bid on"
      />
      <NearMisses />
    </Stack>
  );
}
