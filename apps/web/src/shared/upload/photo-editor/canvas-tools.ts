import { PHOTO_CROP, cropDrawPlan, flagGeometry, type Annotation, type PixelArea, type Point } from '@vm/domain/photo-editing';

/**
 * Canvas work of the photo editor: the 2D context the browser may not have, the crop drawn at
 * 1000×800, annotations drawn over it and the JPEG that is uploaded. Geometry comes from the domain.
 */

/** Whether this browser can draw and export a canvas (old browsers and some privacy modes cannot). */
export function canvasSupported(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return typeof canvas.toBlob === 'function' && canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  return context;
}

/** Loads a picture for drawing; uploads are same-origin, anything else must allow CORS to be exported. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${src}`));
    image.src = src;
  });
}

/** A 1000×800 canvas holding `area` of `image` (white where the area passes the picture's edge). */
export function renderCrop(image: HTMLImageElement, area: PixelArea): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_CROP.width;
  canvas.height = PHOTO_CROP.height;
  const context = context2d(canvas);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const plan = cropDrawPlan(area, { width: image.naturalWidth, height: image.naturalHeight });
  if (plan) {
    const { source, target } = plan;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, source.x, source.y, source.width, source.height, target.x, target.y, target.width, target.height);
  }
  return canvas;
}

function tracePath(context: CanvasRenderingContext2D, points: readonly Point[]) {
  context.beginPath();
  points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
}

function lineStyle(context: CanvasRenderingContext2D, color: string, width: number) {
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

export function drawAnnotation(context: CanvasRenderingContext2D, annotation: Annotation): void {
  context.save();
  switch (annotation.kind) {
    case 'flag': {
      const { pole, pennant } = flagGeometry(annotation.at, annotation.width);
      lineStyle(context, annotation.color, annotation.width);
      tracePath(context, pole);
      context.stroke();
      tracePath(context, pennant);
      context.closePath();
      context.fill();
      break;
    }
    case 'stroke': {
      lineStyle(context, annotation.color, annotation.width);
      const [first] = annotation.points;
      if (annotation.points.length === 1 && first) {
        // A click without a move: a dot as wide as the line.
        context.beginPath();
        context.arc(first.x, first.y, annotation.width / 2, 0, Math.PI * 2);
        context.fill();
      } else {
        tracePath(context, annotation.points);
        context.stroke();
      }
      break;
    }
    case 'shape':
      lineStyle(context, annotation.color, annotation.width);
      tracePath(context, annotation.points);
      context.closePath();
      context.stroke();
      break;
    case 'text':
      context.fillStyle = annotation.color;
      context.font = `${annotation.size}px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
      context.textBaseline = 'middle';
      context.fillText(annotation.text, annotation.at.x, annotation.at.y);
      break;
  }
  context.restore();
}

/** The points of a shape not yet closed: a dashed line through them and a dot on each. */
export function drawShapeDraft(context: CanvasRenderingContext2D, points: readonly Point[], color: string, width: number): void {
  if (points.length === 0) return;
  context.save();
  lineStyle(context, color, width);
  context.setLineDash([width * 3, width * 2]);
  tracePath(context, points);
  context.stroke();
  context.setLineDash([]);
  for (const point of points) {
    context.beginPath();
    context.arc(point.x, point.y, Math.max(3, width), 0, Math.PI * 2);
    context.fill();
  }
  context.restore();
}

/** Draws the cropped base and the annotations onto `canvas` (the visible editor or the export). */
export function paint(canvas: HTMLCanvasElement, base: HTMLCanvasElement, annotations: readonly Annotation[]): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(base, 0, 0, canvas.width, canvas.height);
  annotations.forEach((annotation) => drawAnnotation(context, annotation));
  return context;
}

/** The finished picture: base and annotations at 1000×800, as a JPEG file ready for the upload platform. */
export function exportJpeg(base: HTMLCanvasElement, annotations: readonly Annotation[], fileName: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_CROP.width;
  canvas.height = PHOTO_CROP.height;
  paint(canvas, base, annotations);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], fileName, { type: 'image/jpeg' })) : reject(new Error('canvas export failed'))),
      'image/jpeg',
      0.9,
    );
  });
}
