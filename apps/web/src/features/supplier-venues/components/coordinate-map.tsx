import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styles from './map-picker.module.css';

/** A marker drawn with CSS (Leaflet's default icon is an image URL that bundlers break). */
const markerIcon = L.divIcon({ className: styles.marker, html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

export interface LatLng {
  latitude: number;
  longitude: number;
}

interface CoordinateMapProps {
  /** The chosen point, if any. */
  point: LatLng | null;
  /** Where the map looks when there is no point yet (the chosen city). */
  center: LatLng;
  tileUrl: string;
  onPick: (point: LatLng) => void;
}

/** Six decimals: about 0.1 m, more than a venue needs, and what the form shows. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

/** Follows the chosen point, or the city when the point is cleared or the city changes. */
function FollowView({ target }: { target: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([target.latitude, target.longitude], map.getZoom(), { animate: false });
  }, [map, target.latitude, target.longitude]);
  return null;
}

/** The Leaflet part of the map picker (its own chunk): click the map or drag the marker to choose a point. */
export default function CoordinateMap({ point, center, tileUrl, onPick }: CoordinateMapProps) {
  const view = point ?? center;
  return (
    <MapContainer center={[view.latitude, view.longitude]} zoom={14} className={styles.map} attributionControl={false} scrollWheelZoom>
      <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} maxZoom={18} />
      <ClickToPick onPick={onPick} />
      <FollowView target={view} />
      {point && (
        <Marker
          position={[point.latitude, point.longitude]}
          icon={markerIcon}
          draggable
          eventHandlers={{
            dragend: (event) => {
              const at = (event.target as L.Marker).getLatLng();
              onPick({ latitude: round(at.lat), longitude: round(at.lng) });
            },
          }}
        />
      )}
    </MapContainer>
  );
}
