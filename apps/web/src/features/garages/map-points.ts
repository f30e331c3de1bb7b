import type { TRepairMap, TRepairMapClaim, TRepairMapGarage } from '@fixline/domain';
import Supercluster, { type PointFeature } from 'supercluster';

export type MapPlace = { kind: 'garage'; garage: TRepairMapGarage } | { kind: 'claim'; claim: TRepairMapClaim };

/** The map's places as supercluster's points ([longitude, latitude], as GeoJSON writes them). */
export function clusterIndex(map: TRepairMap): Supercluster<MapPlace> {
  const points: PointFeature<MapPlace>[] = [
    ...map.garages.map((garage) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [garage.longitude, garage.latitude] },
      properties: { kind: 'garage' as const, garage },
    })),
    ...map.claims.map((claim) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [claim.longitude, claim.latitude] },
      properties: { kind: 'claim' as const, claim },
    })),
  ];
  // Near places gather into one marker until the map is close enough to tell them apart.
  return new Supercluster<MapPlace>({ radius: 48, maxZoom: 15 }).load(points);
}
