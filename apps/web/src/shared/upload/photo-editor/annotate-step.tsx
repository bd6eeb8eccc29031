import {
  PHOTO_CROP,
  ANNOTATION_LIMITS,
  ANNOTATION_TOOL_NAMES,
  checkAnnotationText,
  clampLineWidth,
  clampTextSize,
  closeShape,
  extendStroke,
  safeColor,
  toCanvasPoint,
  type Annotation,
  type AnnotationTool,
  type Point,
} from '@vm/domain/photo-editing';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { drawAnnotation, drawShapeDraft, paint } from './canvas-tools';
import styles from './photo-editor.module.css';

/** Colours offered for lines and text; red (the default) first. */
export const ANNOTATION_COLORS: { value: string; name: string }[] = [
  { value: ANNOTATION_LIMITS.defaultColor, name: '红色' },
  { value: '#fa8c16', name: '橙色' },
  { value: '#fadb14', name: '黄色' },
  { value: '#52c41a', name: '绿色' },
  { value: '#1677ff', name: '蓝色' },
  { value: '#ffffff', name: '白色' },
  { value: '#000000', name: '黑色' },
];

const TOOL_HINTS: Record<AnnotationTool, string> = {
  flag: '点击图片插入旗标',
  draw: '按住鼠标在图片上自由绘制',
  shape: '依次点击图片添加顶点，再点“闭合图形”',
  text: '先输入文字，再点击图片放置',
};

export interface AnnotateStepProps {
  /** The cropped picture, 1000×800. */
  base: HTMLCanvasElement;
  annotations: Annotation[];
  onChange: (next: Annotation[]) => void;
}

/**
 * The annotation step: tools (flag, free draw, closed shape, text), colour, line width 1–20 and text
 * size 12–32, undo and clear, over the cropped picture. Problems (a shape of two points, a text
 * missing) show in a line above the picture with the spec's messages.
 */
export function AnnotateStep({ base, annotations, onChange }: AnnotateStepProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [tool, setTool] = useState<AnnotationTool>('flag');
  const [color, setColor] = useState<string>(ANNOTATION_LIMITS.defaultColor);
  const [lineWidth, setLineWidth] = useState<number>(ANNOTATION_LIMITS.lineWidth.default);
  const [textSize, setTextSize] = useState<number>(ANNOTATION_LIMITS.textSize.default);
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<Point[]>([]);
  const [stroke, setStroke] = useState<Point[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const context = paint(canvas, base, annotations);
    if (!context) return;
    if (stroke) drawAnnotation(context, { kind: 'stroke', points: stroke, color, width: lineWidth });
    drawShapeDraft(context, draft, color, lineWidth);
  }, [base, annotations, stroke, draft, color, lineWidth]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return toCanvasPoint({ x: event.clientX, y: event.clientY }, { x: box.left, y: box.top, width: box.width, height: box.height }, PHOTO_CROP);
  };
  const add = (annotation: Annotation) => {
    setProblem(null);
    onChange([...annotations, annotation]);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const at = pointOf(event);
    if (tool === 'flag') add({ kind: 'flag', at, color, width: lineWidth });
    else if (tool === 'shape') {
      setProblem(null);
      setDraft((points) => [...points, at]);
    } else if (tool === 'text') {
      const checked = checkAnnotationText(text);
      if (checked.ok) add({ kind: 'text', at, text: checked.value, color, size: textSize });
      else setProblem(checked.message);
    } else {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setStroke([at]);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!stroke) return;
    const at = pointOf(event);
    setStroke((points) => (points ? extendStroke(points, at) : points));
  };
  const finishStroke = () => {
    if (stroke && stroke.length > 0) add({ kind: 'stroke', points: stroke, color, width: lineWidth });
    setStroke(null);
  };

  const close = () => {
    const closed = closeShape(draft, color, lineWidth);
    if (!closed.ok) {
      setProblem(closed.message);
      return;
    }
    setDraft([]);
    add(closed.value);
  };
  const undo = () => {
    setProblem(null);
    if (draft.length > 0) setDraft((points) => points.slice(0, -1));
    else onChange(annotations.slice(0, -1));
  };
  const clear = () => {
    setProblem(null);
    setDraft([]);
    onChange([]);
  };
  const chooseTool = (next: AnnotationTool) => {
    setTool(next);
    setDraft([]);
    setProblem(null);
  };

  return (
    <div className={styles.annotate}>
      <div className={styles.toolbar}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={tool}
          onChange={(event) => chooseTool(event.target.value as AnnotationTool)}
          options={(Object.keys(ANNOTATION_TOOL_NAMES) as AnnotationTool[]).map((key) => ({ value: key, label: ANNOTATION_TOOL_NAMES[key] }))}
        />
        <div className={styles.colors} role="radiogroup" aria-label="颜色">
          {ANNOTATION_COLORS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={color === option.value}
              aria-label={option.name}
              title={option.name}
              className={color === option.value ? `${styles.swatch} ${styles.swatchActive}` : styles.swatch}
              style={{ background: option.value }}
              onClick={() => setColor(safeColor(option.value))}
            />
          ))}
        </div>
        <label className={styles.setting}>
          线宽
          <InputNumber
            size="small"
            aria-label="线宽"
            min={ANNOTATION_LIMITS.lineWidth.min}
            max={ANNOTATION_LIMITS.lineWidth.max}
            precision={0}
            value={lineWidth}
            onChange={(value) => value !== null && setLineWidth(clampLineWidth(value))}
            suffix="px"
          />
        </label>
        {tool === 'text' && (
          <label className={styles.setting}>
            字号
            <InputNumber
              size="small"
              aria-label="字号"
              min={ANNOTATION_LIMITS.textSize.min}
              max={ANNOTATION_LIMITS.textSize.max}
              precision={0}
              value={textSize}
              onChange={(value) => value !== null && setTextSize(clampTextSize(value))}
              suffix="px"
            />
          </label>
        )}
      </div>
      <div className={styles.toolbar}>
        {tool === 'text' && (
          <Input
            className={styles.textInput}
            aria-label="标注文字"
            placeholder="输入要插入的文字"
            maxLength={ANNOTATION_LIMITS.textMaxLength}
            showCount
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {tool === 'shape' && (
          <Button size="small" type="primary" ghost onClick={close}>
            闭合图形
          </Button>
        )}
        <Button size="small" onClick={undo} disabled={draft.length === 0 && annotations.length === 0}>
          撤销
        </Button>
        <Button size="small" onClick={clear} disabled={draft.length === 0 && annotations.length === 0}>
          清空标注
        </Button>
        <span className={styles.toolHint}>{TOOL_HINTS[tool]}</span>
      </div>
      {problem && <Alert type="error" showIcon title={problem} className={styles.problem} role="alert" />}
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        width={PHOTO_CROP.width}
        height={PHOTO_CROP.height}
        aria-label="标注画布"
        data-testid="annotation-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finishStroke}
        onPointerCancel={finishStroke}
      />
    </div>
  );
}
