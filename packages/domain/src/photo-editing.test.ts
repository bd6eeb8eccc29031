import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_LIMITS,
  PHOTO_CROP,
  centredCrop,
  checkAnnotationText,
  clampLineWidth,
  clampTextSize,
  closeShape,
  cropDrawPlan,
  editedFileName,
  extendStroke,
  flagGeometry,
  safeColor,
  toCanvasPoint,
} from './photo-editing';

describe('photo editor limits', () => {
  it('crop 5:4 into 1000×800, red 3 px lines by default', () => {
    expect(PHOTO_CROP).toMatchObject({ width: 1000, height: 800, aspectLabel: '5:4' });
    expect(PHOTO_CROP.width / PHOTO_CROP.height).toBe(PHOTO_CROP.aspect);
    expect(ANNOTATION_LIMITS.defaultColor).toBe('#ff0000');
    expect(ANNOTATION_LIMITS.lineWidth.default).toBe(3);
    expect(ANNOTATION_LIMITS.textMaxLength).toBe(12);
  });

  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [7.6, 8],
    [20, 20],
    [21, 20],
    [-5, 1],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
  ])('line width %s becomes %s', (input, expected) => {
    expect(clampLineWidth(input)).toBe(expected);
  });

  it.each([
    [11, 12],
    [12, 12],
    [20, 20],
    [32, 32],
    [33, 32],
    [Number.NaN, 16],
  ])('text size %s becomes %s', (input, expected) => {
    expect(clampTextSize(input)).toBe(expected);
  });

  it('accepts hex colours only', () => {
    expect(safeColor('#1677FF')).toBe('#1677ff');
    expect(safeColor('#f00')).toBe('#f00');
    expect(safeColor('red; background: url(x)')).toBe('#ff0000');
    expect(safeColor('')).toBe('#ff0000');
  });
});

describe('annotation checks', () => {
  it('closes a shape only with more than two points', () => {
    const p = (x: number, y: number) => ({ x, y });
    expect(closeShape([], '#ff0000', 3)).toEqual({ ok: false, message: '大于两点才能闭合图形' });
    expect(closeShape([p(1, 1), p(5, 5)], '#ff0000', 3)).toEqual({ ok: false, message: '大于两点才能闭合图形' });
    const closed = closeShape([p(1, 1), p(5, 5), p(9, 1)], '#00FF00', 50);
    expect(closed).toEqual({ ok: true, value: { kind: 'shape', points: [p(1, 1), p(5, 5), p(9, 1)], color: '#00ff00', width: 20 } });
  });

  it('needs a text of at most 12 characters', () => {
    expect(checkAnnotationText('')).toEqual({ ok: false, message: '请先输入要插入的文字' });
    expect(checkAnnotationText('   ')).toEqual({ ok: false, message: '请先输入要插入的文字' });
    expect(checkAnnotationText(' 主入口 ')).toEqual({ ok: true, value: '主入口' });
    expect(checkAnnotationText('一二三四五六七八九十一二')).toEqual({ ok: true, value: '一二三四五六七八九十一二' });
    expect(checkAnnotationText('一二三四五六七八九十一二三')).toEqual({ ok: false, message: '标注文字最多12个字' });
    // An emoji is one character, not two UTF-16 units.
    expect(checkAnnotationText('😀'.repeat(12))).toMatchObject({ ok: true });
  });

  it('drops stroke points closer than the minimum distance', () => {
    let stroke = extendStroke([], { x: 0, y: 0 });
    stroke = extendStroke(stroke, { x: 1, y: 1 });
    stroke = extendStroke(stroke, { x: 3, y: 0 });
    expect(stroke).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
    ]);
  });

  it('plants a flag with its pole upward and a pennant to the right', () => {
    const flag = flagGeometry({ x: 100, y: 200 }, 3);
    expect(flag.pole[0]).toEqual({ x: 100, y: 200 });
    expect(flag.pole[1].x).toBe(100);
    expect(flag.pole[1].y).toBeLessThan(200);
    expect(flag.pennant[1].x).toBeGreaterThan(100);
    expect(flagGeometry({ x: 0, y: 0 }, 20).pole[1].y).toBeLessThan(flag.pole[1].y - 200);
  });
});

describe('pointer to canvas', () => {
  const canvas = { width: 1000, height: 800 };
  it('scales from the shown box to canvas pixels', () => {
    expect(toCanvasPoint({ x: 350, y: 290 }, { x: 100, y: 90, width: 500, height: 400 }, canvas)).toEqual({ x: 500, y: 400 });
  });
  it('keeps points inside the canvas', () => {
    expect(toCanvasPoint({ x: 0, y: 900 }, { x: 100, y: 90, width: 500, height: 400 }, canvas)).toEqual({ x: 0, y: 800 });
  });
  it('maps a box without size to the origin', () => {
    expect(toCanvasPoint({ x: 50, y: 50 }, { x: 0, y: 0, width: 0, height: 0 }, canvas)).toEqual({ x: 0, y: 0 });
  });
});

describe('crop', () => {
  it('starts with the largest centred 5:4 area', () => {
    expect(centredCrop({ width: 2000, height: 1000 })).toEqual({ x: 375, y: 0, width: 1250, height: 1000 });
    expect(centredCrop({ width: 1000, height: 2000 })).toEqual({ x: 0, y: 600, width: 1000, height: 800 });
  });

  it('draws an area inside the image over the whole output', () => {
    expect(cropDrawPlan({ x: 100, y: 50, width: 500, height: 400 }, { width: 800, height: 600 })).toEqual({
      source: { x: 100, y: 50, width: 500, height: 400 },
      target: { x: 0, y: 0, width: 1000, height: 800 },
    });
  });

  it('leaves empty what lies beyond the image edge', () => {
    // A 1000×800 area starting 200 px left of a 600×800 image: the image covers output x 200…800.
    expect(cropDrawPlan({ x: -200, y: 0, width: 1000, height: 800 }, { width: 600, height: 800 })).toEqual({
      source: { x: 0, y: 0, width: 600, height: 800 },
      target: { x: 200, y: 0, width: 600, height: 800 },
    });
  });

  it('refuses an area that misses the image', () => {
    expect(cropDrawPlan({ x: 900, y: 0, width: 100, height: 80 }, { width: 800, height: 600 })).toBeNull();
    expect(cropDrawPlan({ x: 0, y: 0, width: 0, height: 0 }, { width: 800, height: 600 })).toBeNull();
  });

  it('always maps the source into the output, preserving the scale', () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 1, max: 5000 }), height: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ x: fc.integer({ min: -3000, max: 3000 }), y: fc.integer({ min: -3000, max: 3000 }), width: fc.integer({ min: 1, max: 6000 }) }),
        (image, start) => {
          const area = { ...start, height: start.width / PHOTO_CROP.aspect };
          const plan = cropDrawPlan(area, image);
          if (!plan) return;
          const { source, target } = plan;
          expect(source.x).toBeGreaterThanOrEqual(0);
          expect(source.y).toBeGreaterThanOrEqual(0);
          expect(source.x + source.width).toBeLessThanOrEqual(image.width + 1e-9);
          expect(source.y + source.height).toBeLessThanOrEqual(image.height + 1e-9);
          expect(target.x).toBeGreaterThanOrEqual(-1e-9);
          expect(target.x + target.width).toBeLessThanOrEqual(PHOTO_CROP.width + 1e-6);
          expect(target.y + target.height).toBeLessThanOrEqual(PHOTO_CROP.height + 1e-6);
          expect(target.width / source.width).toBeCloseTo(target.height / source.height, 6);
        },
      ),
    );
  });
});

describe('file name', () => {
  it('keeps the name and exports jpg', () => {
    expect(editedFileName('大堂.PNG')).toBe('大堂.jpg');
    expect(editedFileName('a.b.webp')).toBe('a.b.jpg');
    expect(editedFileName('.png')).toBe('photo.jpg');
  });
});
