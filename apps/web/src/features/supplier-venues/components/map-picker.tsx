import InputNumber from 'antd/es/input-number';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useMapTileUrl } from '@/shared/map/map-tiles';
import type { LatLng } from './coordinate-map';
import styles from './map-picker.module.css';

const CoordinateMap = lazy(() => import('./coordinate-map'));

/** A map that cannot load (chunk or Leaflet error) still leaves the two number boxes to type in. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <div className={styles.fallback}>地图暂时无法显示，请直接填写经纬度</div> : this.props.children;
  }
}

export interface MapPickerProps {
  /** The chosen point (works as an antd Form.Item child). */
  value?: LatLng | null;
  onChange?: (value: LatLng | null) => void;
  /** Where the map looks before a point is chosen: the chosen city's centre. */
  center: LatLng;
}

/**
 * 地图选点: click the map (tiles from the site's MAP_TILE_URL) or drag the marker; the latitude and
 * longitude boxes show the point and can be typed into as well.
 */
export function MapPicker({ value, onChange, center }: MapPickerProps) {
  const tileUrl = useMapTileUrl();
  const point = value ?? null;
  const setPart = (part: keyof LatLng, next: number | null) => {
    if (next === null) return onChange?.(null);
    const base = point ?? center;
    onChange?.(part === 'latitude' ? { latitude: next, longitude: base.longitude } : { latitude: base.latitude, longitude: next });
  };
  return (
    <div className={styles.picker} data-testid="map-picker">
      <MapBoundary>
        <Suspense fallback={<div className={styles.fallback}>地图加载中…</div>}>
          <CoordinateMap point={point} center={center} tileUrl={tileUrl} onPick={(next) => onChange?.(next)} />
        </Suspense>
      </MapBoundary>
      <div className={styles.coordinates}>
        <span>点击地图或拖动标记选择位置</span>
        <InputNumber
          aria-label="纬度"
          placeholder="纬度"
          min={-90}
          max={90}
          precision={6}
          value={point?.latitude ?? null}
          onChange={(next) => setPart('latitude', next)}
          style={{ width: 150 }}
        />
        <InputNumber
          aria-label="经度"
          placeholder="经度"
          min={-180}
          max={180}
          precision={6}
          value={point?.longitude ?? null}
          onChange={(next) => setPart('longitude', next)}
          style={{ width: 150 }}
        />
      </div>
    </div>
  );
}
