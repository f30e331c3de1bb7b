import type { ClaimStore } from '../../events/claim-events.ts';
import type { Realtime } from '../../realtime/realtime.ts';

/** What a change to bids needs: the claims' store, and where to tell garages that the marketplace changed. */
export interface MarketplaceStore extends ClaimStore {
  realtime: Pick<Realtime, 'marketplaceChanged'>;
}
