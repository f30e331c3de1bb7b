import { divIcon, type LatLngLiteral } from 'leaflet';
import { Marker, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map.tsx';

const PLACE_ICON = divIcon({ className: 'fixline-marker fixline-marker-place', iconSize: [22, 22] });

export interface Point {
  latitude: number;
  longitude: number;
}

function ClickToPlace({ onPlace }: { onPlace: (point: Point) => void }) {
  useMapEvents({
    click: ({ latlng }: { latlng: LatLngLiteral }) =>
      onPlace({ latitude: Number(latlng.lat.toFixed(6)), longitude: Number(latlng.lng.toFixed(6)) }),
  });
  return null;
}

interface PlacePickerProps {
  tileUrl: string | null;
  value: Point | null;
  onPlace: (point: Point) => void;
}

/** Where a garage is, clicked on the map: the point shows as a marker, and a new click moves it. */
export default function PlacePicker({ tileUrl, value, onPlace }: PlacePickerProps) {
  return (
    <BaseMap
      tileUrl={tileUrl}
      label="Click the map where the garage is"
      height={280}
      {...(value ? { center: [value.latitude, value.longitude], zoom: 12 } : {})}
    >
      <ClickToPlace onPlace={onPlace} />
      {value && (
        <Marker
          position={[value.latitude, value.longitude]}
          icon={PLACE_ICON}
          title="The garage’s place"
          keyboard={false}
        />
      )}
    </BaseMap>
  );
}
