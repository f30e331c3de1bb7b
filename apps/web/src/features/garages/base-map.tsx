import { Box, GlobalStyles } from '@mui/material';
import 'leaflet/dist/leaflet.css';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';

/** Great Britain, for a map with nothing on it yet. */
export const BRITAIN: LatLngBoundsExpression = [
  [49.9, -6.4],
  [58.7, 1.8],
];

/**
 * The markers' looks, by class: a divIcon's html carries no style attribute, which the page's
 * Content-Security-Policy would refuse; these rules arrive in a <style> element with the page's nonce.
 */
const MARKER_STYLES = {
  '.fixline-marker': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.45)',
    color: '#fff',
    font: '600 13px/1 system-ui, sans-serif',
  },
  '.fixline-marker:focus-visible': { outline: '3px solid #000', outlineOffset: 2 },
  '.fixline-marker-garage': { background: '#00695c' },
  '.fixline-marker-claim': { background: '#8a4b00' },
  '.fixline-marker-place': { background: '#b3261e' },
  '.fixline-marker-cluster': { background: '#263238' },
  // Without tiles (offline, or no MAP_TILE_URL) the markers sit on a plain background.
  '.fixline-map.leaflet-container': { background: '#e4ece9' },
} as const;

interface BaseMapProps {
  tileUrl: string | null;
  /** Where it opens: a place and zoom, or bounds to fit. */
  center?: LatLngExpression;
  zoom?: number;
  bounds?: LatLngBoundsExpression;
  height: number | string;
  label: string;
  children?: ReactNode;
}

/** A Leaflet map: the configured tiles if any, else a plain background under the markers. */
export function BaseMap({ tileUrl, center, zoom, bounds, height, label, children }: BaseMapProps) {
  return (
    <Box role="region" aria-label={label}>
      <GlobalStyles styles={MARKER_STYLES} />
      <MapContainer
        className="fixline-map"
        {...(center ? { center, zoom: zoom ?? 12 } : { bounds: bounds ?? BRITAIN })}
        style={{ height, width: '100%', borderRadius: 4 }}
        attributionControl={tileUrl !== null}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles" />}
        {children}
      </MapContainer>
    </Box>
  );
}
