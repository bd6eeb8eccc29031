/**
 * Rules of the photo editor that venue photos go through before upload (docs/spec/product-spec.md sections 4, 5
 * and 9): a 5:4 crop rendered at 1000×800, then optional annotations — a flag, free drawing, a closed
 * shape and a text label of at most 12 characters — in a colour (red by default) with a line width of
 * 1–20 px and a text size of 12–32 px. Pure geometry and checks; the web app draws with a canvas.
 */
import { COMMON_MESSAGES, UPLOAD_MESSAGES } from './validation-messages';
import { LIMITS } from './validation';

export const PHOTO_CROP = {
  /** Width : height. */
  aspect: 5 / 4,
  aspectLabel: '5:4',
  /** Size of the picture that is uploaded. */
  width: 1000,
  height: 800,
} as const;

export const ANNOTATION_LIMITS = {
  lineWidth: { min: 1, max: 20, default: 3 },
  textSize: { min: 12, max: 32, default: 16 },
  /** Red, the spec's default line colour. */
  defaultColor: '#ff0000',
  textMaxLength: LIMITS.imageTextLabel,
} as const;

export const PHOTO_EDITING_MESSAGES = {
  closeShape: UPLOAD_MESSAGES.closeShape,
  textRequired: UPLOAD_MESSAGES.textRequired,
  /** Not in the spec, which only says an error message is given. */
  noCanvas: '您的浏览器不支持图片裁剪和标注（canvas），请使用最新版的Chrome、Edge或Firefox浏览器',
  /** Not in the spec: the input stops at 12, this catches a pasted longer text. */
  textTooLong: COMMON_MESSAGES.tooLong('标注文字', LIMITS.imageTextLabel),
  /** Not in the spec. */
  imageUnreadable: '图片无法读取，请重新选择',
} as const;

export interface Point {
  x: number;
  y: number;
}

/** A rectangle in pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type AnnotationTool = 'flag' | 'draw' | 'shape' | 'text';

export const ANNOTATION_TOOL_NAMES: Record<AnnotationTool, string> = {
  flag: '旗标',
  draw: '画笔',
  shape: '图形',
  text: '文字',
};

export type Annotation =
  | { kind: 'flag'; at: Point; color: string; width: number }
  | { kind: 'stroke'; points: Point[]; color: string; width: number }
  | { kind: 'shape'; points: Point[]; color: string; width: number }
  | { kind: 'text'; at: Point; text: string; color: string; size: number };

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function clampInteger(value: number, range: { min: number; max: number; default: number }): number {
  if (!Number.isFinite(value)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** A line width the editor accepts: a whole number of pixels in 1–20 (3 when not a number). */
export function clampLineWidth(value: number): number {
  return clampInteger(value, ANNOTATION_LIMITS.lineWidth);
}

/** A text size the editor accepts: a whole number of pixels in 12–32 (16 when not a number). */
export function clampTextSize(value: number): number {
  return clampInteger(value, ANNOTATION_LIMITS.textSize);
}

/** `#rgb` or `#rrggbb`; anything else falls back to the default red (colours end up in canvas styles). */
export function safeColor(value: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value.toLowerCase() : ANNOTATION_LIMITS.defaultColor;
}

/** Characters as a person counts them (an emoji or a CJK character is one). */
export function textLength(text: string): number {
  return [...text].length;
}

/** The text of a label: required (请先输入要插入的文字), trimmed, at most 12 characters. */
export function checkAnnotationText(text: string): Checked<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: PHOTO_EDITING_MESSAGES.textRequired };
  if (textLength(trimmed) > ANNOTATION_LIMITS.textMaxLength) return { ok: false, message: PHOTO_EDITING_MESSAGES.textTooLong };
  return { ok: true, value: trimmed };
}

/** A closed shape needs more than two points (大于两点才能闭合图形). */
export function closeShape(points: readonly Point[], color: string, width: number): Checked<Annotation> {
  if (points.length <= 2) return { ok: false, message: PHOTO_EDITING_MESSAGES.closeShape };
  return { ok: true, value: { kind: 'shape', points: [...points], color: safeColor(color), width: clampLineWidth(width) } };
}

/**
 * Adds a point to a free-hand stroke unless it is closer than `minDistance` to the last one: pointer
 * events fire many times per pixel and a stroke should stay small.
 */
export function extendStroke(points: readonly Point[], next: Point, minDistance = 2): Point[] {
  const last = points[points.length - 1];
  if (last && Math.hypot(next.x - last.x, next.y - last.y) < minDistance) return [...points];
  return [...points, next];
}

/**
 * Where a pointer at `client` (page pixels) lands on a canvas of `canvas` pixels shown in the box
 * `box` (its bounding rectangle): scaled and kept inside the canvas. A box without size maps to 0,0.
 */
export function toCanvasPoint(client: Point, box: PixelArea, canvas: Size): Point {
  const scaleX = box.width > 0 ? canvas.width / box.width : 0;
  const scaleY = box.height > 0 ? canvas.height / box.height : 0;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: Math.round(clamp((client.x - box.x) * scaleX, canvas.width)),
    y: Math.round(clamp((client.y - box.y) * scaleY, canvas.height)),
  };
}

/**
 * A flag planted at `at` (the foot of its pole): the pole and the triangular pennant at its top,
 * growing with the line width so that a thick-lined flag stays readable.
 */
export function flagGeometry(at: Point, lineWidth: number): { pole: [Point, Point]; pennant: [Point, Point, Point] } {
  const width = clampLineWidth(lineWidth);
  const height = 36 + width * 4;
  const top = { x: at.x, y: at.y - height };
  const pennantHeight = height * 0.45;
  return {
    pole: [at, top],
    pennant: [top, { x: at.x + height * 0.6, y: top.y + pennantHeight / 2 }, { x: at.x, y: top.y + pennantHeight }],
  };
}

/**
 * How a crop chosen on an image is drawn onto the 1000×800 output: the part of `area` that lies on the
 * image (`source`, image pixels) and where it goes on the output (`target`). An area reaching past the
 * image edge (zoomed out) leaves that strip of the output empty (filled white by the caller).
 * Null when the area does not touch the image at all.
 */
export function cropDrawPlan(area: PixelArea, image: Size, output: Size = PHOTO_CROP): { source: PixelArea; target: PixelArea } | null {
  if (area.width <= 0 || area.height <= 0) return null;
  const left = Math.max(0, area.x);
  const top = Math.max(0, area.y);
  const right = Math.min(image.width, area.x + area.width);
  const bottom = Math.min(image.height, area.y + area.height);
  if (right <= left || bottom <= top) return null;
  const scaleX = output.width / area.width;
  const scaleY = output.height / area.height;
  return {
    source: { x: left, y: top, width: right - left, height: bottom - top },
    target: {
      x: (left - area.x) * scaleX,
      y: (top - area.y) * scaleY,
      width: (right - left) * scaleX,
      height: (bottom - top) * scaleY,
    },
  };
}

/**
 * The largest 5:4 area centred on an image: the crop an editor starts with, and what a picture is cut
 * to when the person confirms without moving anything.
 */
export function centredCrop(image: Size, aspect: number = PHOTO_CROP.aspect): PixelArea {
  const width = Math.min(image.width, image.height * aspect);
  const height = width / aspect;
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

/** The output's file name: the picked file's name with `.jpg` (the editor exports JPEG). */
export function editedFileName(original: string): string {
  const base = original.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim();
  return `${base || 'photo'}.jpg`;
}
