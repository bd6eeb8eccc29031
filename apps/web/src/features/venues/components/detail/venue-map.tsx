import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import styles from './venue-map.module.css';

/**
 * A marker drawn with CSS: Leaflet's default icon is an image whose URL bundlers break, and a map
 * with no reachable tiles must still show where the venue is.
 */
const markerIcon = L.divIcon({ className: styles.marker, html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] });

interface VenueMapProps {
  latitude: number;
  longitude: number;
  title: string;
  address: string;
  tileUrl: string;
}

/** The venue on a Leaflet map (loaded only with the venue page). Without tiles it is a grey map with the marker. */
export default function VenueMap({ latitude, longitude, title, address, tileUrl }: VenueMapProps) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false} className={styles.map} attributionControl={false}>
      <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} maxZoom={18} />
      <Marker position={[latitude, longitude]} icon={markerIcon} title={title}>
        <Popup>
          <strong>{title}</strong>
          <br />
          {address}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
