import Image from 'antd/es/image';
import styles from './after-sales.module.css';

/** Photos as thumbnails that open in antd's preview (swipe between them on a phone). */
export function PhotoStrip({ images, alt }: { images: readonly string[] | null | undefined; alt: string }) {
  if (!images || images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className={styles.photos}>
        {images.map((url, index) => (
          <Image key={`${url}-${index}`} src={url} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`${alt}${index + 1}`} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
