import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { thumbnailWindowStart } from './gallery-window';
import styles from './gallery.module.css';

/** Thumbnails in the modal viewer (docs/spec/product-spec.md section 9). */
export const VIEWER_THUMBNAILS = 9;

interface GalleryViewerProps {
  title: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The modal viewer: a large image, previous/next (also ← →), and a strip of 9 thumbnails. */
export function GalleryViewer({ title, images, index, onIndexChange, onClose }: GalleryViewerProps) {
  const [start, setStart] = useState(() => thumbnailWindowStart(0, index, images.length, VIEWER_THUMBNAILS));
  const go = (next: number) => {
    if (next < 0 || next >= images.length) return;
    onIndexChange(next);
    setStart((value) => thumbnailWindowStart(value, next, images.length, VIEWER_THUMBNAILS));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(index - 1);
      if (event.key === 'ArrowRight') go(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal open title={title} footer={null} width={980} centered onCancel={onClose} destroyOnHidden>
      <div className={styles.viewer}>
        <button type="button" className={styles.viewerArrow} aria-label="上一张大图" disabled={index <= 0} onClick={() => go(index - 1)}>
          <LeftOutlined />
        </button>
        <img src={images[index]} alt={`${title} ${index + 1}`} className={styles.viewerImage} data-testid="viewer-image" />
        <button type="button" className={styles.viewerArrow} aria-label="下一张大图" disabled={index >= images.length - 1} onClick={() => go(index + 1)}>
          <RightOutlined />
        </button>
      </div>
      <p className={styles.viewerCount}>
        {index + 1} / {images.length}
      </p>
      <div className={styles.strip}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="上一组"
          disabled={start <= 0}
          onClick={() => setStart(Math.max(0, start - VIEWER_THUMBNAILS))}
        >
          <LeftOutlined />
        </button>
        <ul className={`${styles.thumbs} ${styles.viewerThumbs}`} data-testid="viewer-thumbs">
          {images.slice(start, start + VIEWER_THUMBNAILS).map((url, offset) => {
            const position = start + offset;
            return (
              <li key={`${position}-${url}`}>
                <button
                  type="button"
                  className={position === index ? styles.thumbActive : undefined}
                  aria-label={`第${position + 1}张`}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                >
                  <img src={url} alt="" />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          aria-label="下一组"
          disabled={start + VIEWER_THUMBNAILS >= images.length}
          onClick={() => setStart(Math.min(Math.max(0, images.length - VIEWER_THUMBNAILS), start + VIEWER_THUMBNAILS))}
        >
          <RightOutlined />
        </button>
      </div>
    </Modal>
  );
}
