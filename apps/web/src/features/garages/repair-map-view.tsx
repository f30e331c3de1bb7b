import { directionsLink, isPermitted, type TRepairMap } from '@fixline/domain';
import DirectionsIcon from '@mui/icons-material/Directions';
import { Button, Link, Stack, Typography } from '@mui/material';
import { divIcon, type LatLngBoundsExpression } from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { claimPagePath } from '../claims/claim-api.ts';
import { marketplaceClaimPath } from '../marketplace/marketplace-paths.ts';
import { BaseMap, BRITAIN } from './base-map.tsx';
import { garagePath } from './garages-api.ts';
import { clusterIndex, type MapPlace } from './map-points.ts';

const GARAGE_ICON = divIcon({ className: 'fixline-marker fixline-marker-garage', iconSize: [22, 22] });
const CLAIM_ICON = divIcon({ className: 'fixline-marker fixline-marker-claim', iconSize: [22, 22] });
const clusterIcon = (count: number) =>
  divIcon({
    className: 'fixline-marker fixline-marker-cluster',
    html: `<span>${count}</span>`,
    iconSize: count < 100 ? [34, 34] : [42, 42],
  });

function Directions({ place }: { place: { latitude: number; longitude: number } }) {
  const link = directionsLink(place, { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
  return (
    <Button
      href={link.href}
      size="small"
      variant="outlined"
      startIcon={<DirectionsIcon />}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      Directions
    </Button>
  );
}

/** The summary a marker opens: what the place is, a link to its page, and directions to it. */
function PlaceSummary({ place }: { place: MapPlace }) {
  const { user } = useAuth();
  if (place.kind === 'garage') {
    const { garage } = place;
    return (
      <Stack spacing={1} data-testid="map-summary">
        <Link component={RouterLink} to={garagePath(garage.id)} variant="subtitle2">
          {garage.name}
        </Link>
        <Typography variant="body2">
          {garage.organisationName}
          {garage.postcode ? ` · ${garage.postcode}` : ''}
        </Typography>
        <Directions place={garage} />
      </Stack>
    );
  }
  const { claim } = place;
  // A claim opens where its reader works on it: the claims page for staff, the marketplace's for garages.
  const to = isPermitted(user, { privileges: ['ReadClaims'] })
    ? claimPagePath(claim.id)
    : marketplaceClaimPath(claim.id);
  return (
    <Stack spacing={1} data-testid="map-summary">
      <Link component={RouterLink} to={to} variant="subtitle2">
        Claim {claim.registration}
      </Link>
      <Typography variant="body2">{claim.postcode ?? ''}</Typography>
      <Directions place={claim} />
    </Stack>
  );
}

/** The markers for the part of the map in view, gathered into clusters by supercluster as the zoom asks. */
function Clusters({ map }: { map: TRepairMap }) {
  const leaflet = useMap();
  const index = useMemo(() => clusterIndex(map), [map]);
  const viewOf = () => {
    const bounds = leaflet.getBounds();
    return {
      box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
        number,
        number,
        number,
        number,
      ],
      zoom: Math.round(leaflet.getZoom()),
    };
  };
  const [view, setView] = useState(viewOf);
  useMapEvents({ moveend: () => setView(viewOf()) });
  const features = index.getClusters(view.box, view.zoom);
  return features.map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const count = properties.point_count;
      return (
        <Marker
          key={`cluster-${properties.cluster_id}`}
          position={[latitude, longitude]}
          icon={clusterIcon(count)}
          title={`${count} places: zoom in`}
          eventHandlers={{
            click: () =>
              leaflet.setView([latitude, longitude], index.getClusterExpansionZoom(properties.cluster_id as number)),
          }}
        />
      );
    }
    const place = properties as MapPlace;
    const title = place.kind === 'garage' ? place.garage.name : `Claim ${place.claim.registration}`;
    return (
      <Marker
        key={`${place.kind}-${place.kind === 'garage' ? place.garage.id : place.claim.id}`}
        position={[latitude, longitude]}
        icon={place.kind === 'garage' ? GARAGE_ICON : CLAIM_ICON}
        title={title}
      >
        <Popup autoPanPaddingTopLeft={[56, 12]}>
          <PlaceSummary place={place} />
        </Popup>
      </Marker>
    );
  });
}

/** Every place, for the map to open on; Great Britain when there is none. */
function boundsOf(map: TRepairMap): LatLngBoundsExpression {
  const points = [...map.garages, ...map.claims].map((p) => [p.latitude, p.longitude] as [number, number]);
  if (points.length === 0) return BRITAIN;
  return points;
}

/** /repairMap's map: garages and open claims as clustered markers, over the configured tiles or a plain ground. */
export default function RepairMapView({ map, height }: { map: TRepairMap; height: number | string }) {
  const bounds = useMemo(() => boundsOf(map), [map]);
  return (
    <BaseMap tileUrl={map.tileUrl} bounds={bounds} height={height} label="Map of garages and open claims">
      <Clusters map={map} />
    </BaseMap>
  );
}
