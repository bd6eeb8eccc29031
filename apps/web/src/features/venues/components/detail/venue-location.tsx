import { EnvironmentOutlined } from '@/shared/ui/icons/environment-outlined';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useInView } from '@/shared/ui/use-in-view';
import { useMapTileUrl } from '@/features/venues/api/map-tiles';
import styles from './venue-sections.module.css';

const VenueMap = lazy(() => import('./venue-map'));

/** A map that fails to load (chunk or Leaflet error) leaves the address, not a broken page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <div className={styles.mapFallback}>地图暂时无法显示</div> : this.props.children;
  }
}

/** 场地位置: address, and the map with a marker when the community has coordinates. */
export function VenueLocation({ venue }: { venue: VenueDetail }) {
  const { community } = venue;
  const tileUrl = useMapTileUrl();
  // The map's code (Leaflet) and tiles load when the map comes near the viewport: on load they cost the
  // page a long task and a dozen tile requests for a block below the gallery and the booths.
  const { ref, seen } = useInView<HTMLDivElement>('100px');
  const hasPoint = Number.isFinite(community.latitude) && Number.isFinite(community.longitude) && !(community.latitude === 0 && community.longitude === 0);
  return (
    <div>
      <p className={styles.address}>
        <EnvironmentOutlined /> {community.city_name}
        {community.district_name} {community.address}
        {community.subway_station ? `（近地铁${community.subway_station.name}）` : ''}
      </p>
      {hasPoint ? (
        <div ref={ref}>
          {seen ? (
            <MapBoundary>
              <Suspense fallback={<div className={styles.mapFallback}>地图加载中…</div>}>
                <VenueMap latitude={community.latitude} longitude={community.longitude} title={community.name} address={community.address} tileUrl={tileUrl} />
              </Suspense>
            </MapBoundary>
          ) : (
            <div className={styles.mapFallback}>地图加载中…</div>
          )}
        </div>
      ) : (
        <div className={styles.mapFallback}>暂无地图位置</div>
      )}
    </div>
  );
}
