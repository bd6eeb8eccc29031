import { LeftOutlined } from '@/shared/ui/icons/left-outlined';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { RightOutlined } from '@/shared/ui/icons/right-outlined';
import { ZoomInOutlined } from '@/shared/ui/icons/zoom-in-outlined';
import { GALLERY_MAIN_SIZES } from '@vm/domain/image-variants';
import { Suspense, useRef, useState, type TouchEvent } from 'react';
import { SafeImage } from '../safe-image';
import { thumbnailWindowStart } from './gallery-window';
import styles from './gallery.module.css';

/** The viewer (antd's Modal) loads when first opened: the pages that show a gallery draw without it. */
const GalleryViewer = lazyWithAntd(() => import('./gallery-viewer').then((module) => module.GalleryViewer));

/** docs/spec/product-spec.md section 9: 4 thumbnails on the page, 9 in the modal viewer. */
export const PAGE_THUMBNAILS = 4;

type Source = 'photo' | 'case';

interface GalleryProps {
  name: string;
  photos: readonly string[];
  /** Case photos, a second tab when there are also photos. */
  cases?: readonly string[];
  /** Sizes the gallery in its page (it fills its container otherwise). */
  className?: string;
}

/** How far (px) a finger moves sideways over the main picture to turn it. */
const SWIPE_DISTANCE = 40;

/**
 * The one picture gallery of the site (venue, community and activity pages): photos and case photos, a main image that follows the selected
 * thumbnail (or a swipe on a touch screen), a strip of 4 thumbnails with previous/next, and a modal viewer on the main image.
 */

export function Gallery({ name, photos, cases = [], className }: GalleryProps) {
  const [source, setSource] = useState<Source>(photos.length > 0 || cases.length === 0 ? 'photo' : 'case');
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const images = source === 'photo' ? photos : cases;
  const current = images[selected];

  const select = (index: number) => {
    const next = Math.min(Math.max(0, index), images.length - 1);
    setSelected(next);
    setStart((value) => thumbnailWindowStart(value, next, images.length, PAGE_THUMBNAILS));
  };
  const switchSource = (next: Source) => {
    setSource(next);
    setSelected(0);
    setStart(0);
  };
  const sourceLabel = source === 'photo' ? '实景图' : '案例图';
  // A finger swiped sideways over the picture shows the next or previous one (and does not open the viewer).
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    swiped.current = false;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
    swiped.current = true;
    select(dx < 0 ? selected + 1 : selected - 1);
  };

  return (
    <div className={className ? `${styles.gallery} ${className}` : styles.gallery} aria-label="场地图片">
      <button
        type="button"
        className={styles.main}
        onClick={() => {
          if (!swiped.current && current) setViewerOpen(true);
          swiped.current = false;
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        aria-label="查看大图"
        disabled={!current}
      >
        {current ? (
          // The page's largest picture, at the top: fetched first, as the 640 px variant (1280 on 2x screens).
          <SafeImage src={current} alt={`${name} ${sourceLabel}${selected + 1}`} sizes={GALLERY_MAIN_SIZES} priority data-testid="gallery-main" />
        ) : (
          <span className={styles.noImage}>暂无图片</span>
        )}
        {current && (
          <span className={styles.zoom}>
            <ZoomInOutlined /> {selected + 1}/{images.length}
          </span>
        )}
      </button>
      {cases.length > 0 && photos.length > 0 && (
        <div className={styles.sources} role="tablist" aria-label="图片类型">
          <button
            type="button"
            role="tab"
            aria-selected={source === 'photo'}
            className={source === 'photo' ? styles.sourceActive : undefined}
            onClick={() => switchSource('photo')}
          >
            实景图（{photos.length}）
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={source === 'case'}
            className={source === 'case' ? styles.sourceActive : undefined}
            onClick={() => switchSource('case')}
          >
            案例图（{cases.length}）
          </button>
        </div>
      )}
      {images.length > 1 && (
        <div className={styles.strip}>
          <button type="button" className={styles.arrow} aria-label="上一张" disabled={selected <= 0} onClick={() => select(selected - 1)}>
            <LeftOutlined />
          </button>
          <ul className={styles.thumbs}>
            {images.slice(start, start + PAGE_THUMBNAILS).map((url, offset) => {
              const index = start + offset;
              return (
                <li key={`${index}-${url}`}>
                  <button
                    type="button"
                    className={index === selected ? styles.thumbActive : undefined}
                    aria-label={`${sourceLabel}${index + 1}`}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => select(index)}
                  >
                    <SafeImage src={url} alt="" sizes="120px" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className={styles.arrow} aria-label="下一张" disabled={selected >= images.length - 1} onClick={() => select(selected + 1)}>
            <RightOutlined />
          </button>
        </div>
      )}
      {viewerOpen && (
        <Suspense fallback={null}>
          <GalleryViewer title={`${name} · ${sourceLabel}`} images={images} index={selected} onIndexChange={select} onClose={() => setViewerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
