import { PHOTO_CROP, type PixelArea } from '@vm/domain/photo-editing';
import Slider from 'antd/es/slider';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import styles from './photo-editor.module.css';

const MAX_ZOOM = 4;

/** Before the picture has a size the cropper may report NaN; such an area is ignored. */
const usableArea = (area: PixelArea) => [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;

/**
 * The crop step: the picture under a fixed 5:4 frame; drag to move, wheel or slider to zoom. Reports
 * the chosen area in the picture's own pixels (react-easy-crop keeps it inside the picture).
 */
export function CropStep({ src, onAreaChange }: { src: string; onAreaChange: (area: PixelArea) => void }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className={styles.crop}>
      <div className={styles.cropArea} data-testid="crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={PHOTO_CROP.aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => usableArea(pixels) && onAreaChange(pixels)}
          mediaProps={{ crossOrigin: 'anonymous', alt: '待裁剪的图片' }}
        />
      </div>
      <div className={styles.zoom}>
        <span>缩放</span>
        <Slider min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={setZoom} tooltip={{ formatter: (value) => `${(value ?? 1).toFixed(1)}×` }} />
      </div>
      <p className={styles.cropHint}>
        裁剪比例 {PHOTO_CROP.aspectLabel}，输出 {PHOTO_CROP.width}×{PHOTO_CROP.height} 像素；拖动图片调整位置，滚动鼠标滚轮或拖动滑块缩放。
      </p>
    </div>
  );
}
