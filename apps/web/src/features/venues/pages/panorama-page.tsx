import '@photo-sphere-viewer/core/index.css';
import { Viewer } from '@photo-sphere-viewer/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { SectionState } from '../components/shared/section-state';
import styles from './panorama-page.module.css';
import { paths } from '@/shared/paths';

/** Only our own files or an http(s) image: never `javascript:` or other schemes from a shared link. */
export function safePanoramaUrl(raw: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /fields/panorama?url=…: a 360° view of the venue (photo-sphere-viewer, loaded only on this page). */
export function PanoramaPage() {
  usePageTitle('全景看场地');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = safePanoramaUrl(params.get('url'));
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!url || !container.current) return undefined;
    setFailed(false);
    let viewer: Viewer | undefined;
    try {
      viewer = new Viewer({
        container: container.current,
        panorama: url,
        navbar: ['zoom', 'move', 'fullscreen'],
        loadingTxt: '全景加载中…',
        defaultZoomLvl: 30,
      });
      viewer.addEventListener('panorama-error', () => setFailed(true));
    } catch {
      setFailed(true);
    }
    return () => viewer?.destroy();
  }, [url]);

  return (
    <div className={`content-width ${styles.page}`}>
      <div className={styles.head}>
        <h1>全景看场地</h1>
        <button type="button" onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.venueList()))}>
          返回场地
        </button>
      </div>
      {!url ? (
        <SectionState kind="empty">
          <p>全景地址无效</p>
          <Link to={paths.venueList()}>去看看其他场地</Link>
        </SectionState>
      ) : (
        <>
          <div ref={container} className={styles.viewer} data-testid="panorama-viewer" />
          {failed && <p className={styles.error}>全景图加载失败，请稍后再试</p>}
        </>
      )}
    </div>
  );
}
