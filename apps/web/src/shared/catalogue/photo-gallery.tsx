import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styles from './photo-gallery.module.css';
import { SafeImage } from './safe-image';

/** Thumbnails visible at once under the main picture (product-spec section 9: 4 on the page). */
const VISIBLE_THUMBS = 4;

/** A main picture with a strip of 4 thumbnails; clicking a thumbnail shows it, the arrows page the strip. */
export function PhotoGallery({ pictures, alt }: { pictures: string[]; alt: string }) {
  const [current, setCurrent] = useState(0);
  const [first, setFirst] = useState(0);
  const shown = pictures.length > 0 ? pictures : [''];
  const index = Math.min(current, shown.length - 1);
  const lastFirst = Math.max(0, shown.length - VISIBLE_THUMBS);
  const paged = shown.length > VISIBLE_THUMBS;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <SafeImage src={shown[index]} alt={`${alt}（第${index + 1}张）`} loading="eager" />
      </div>
      {shown.length > 1 && (
        <div className={styles.strip}>
          {paged && (
            <button type="button" className={styles.arrow} aria-label="上一组图片" disabled={first === 0} onClick={() => setFirst(Math.max(0, first - VISIBLE_THUMBS))}>
              <LeftOutlined />
            </button>
          )}
          <div className={styles.thumbs}>
            {shown.slice(first, first + VISIBLE_THUMBS).map((url, offset) => (
              <button
                key={`${first + offset}-${url}`}
                type="button"
                className={`${styles.thumb} ${first + offset === index ? styles.current : ''}`}
                aria-label={`查看第${first + offset + 1}张图片`}
                onClick={() => setCurrent(first + offset)}
              >
                <SafeImage src={url} alt="" />
              </button>
            ))}
          </div>
          {paged && (
            <button
              type="button"
              className={styles.arrow}
              aria-label="下一组图片"
              disabled={first >= lastFirst}
              onClick={() => setFirst(Math.min(lastFirst, first + VISIBLE_THUMBS))}
            >
              <RightOutlined />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
