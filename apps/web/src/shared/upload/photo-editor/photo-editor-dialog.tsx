import { PHOTO_EDITING_MESSAGES, centredCrop, editedFileName, type Annotation, type PixelArea } from '@vm/domain/photo-editing';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { AnnotateStep } from './annotate-step';
import { canvasSupported, exportJpeg, loadImage, renderCrop } from './canvas-tools';
import { CropStep } from './crop-step';
import styles from './photo-editor.module.css';

/** What is edited: a file just picked, or a picture already in the list (replaced by the result). */
export type PhotoSource = { kind: 'file'; file: File } | { kind: 'url'; url: string; name: string };

export interface PhotoEditorDialogProps {
  /** Null: closed. */
  source: PhotoSource | null;
  onCancel: () => void;
  /** The finished 1000×800 JPEG. */
  onDone: (file: File) => void;
  /** Offered when the browser cannot edit: upload the picked file as it is. */
  onUseOriginal?: (file: File) => void;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; image: HTMLImageElement };

function useSourceImage(src: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadImage(src).then(
      (image) => live && setLoaded({ state: 'ready', image }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return loaded;
}

function useSourceUrl(source: PhotoSource): string {
  const [url] = useState(() => (source.kind === 'file' ? URL.createObjectURL(source.file) : source.url));
  useEffect(
    () => () => {
      if (source.kind === 'file') URL.revokeObjectURL(url);
    },
    [source, url],
  );
  return url;
}

function Editor({ source, onCancel, onDone }: { source: PhotoSource; onCancel: () => void; onDone: (file: File) => void }) {
  const src = useSourceUrl(source);
  const loaded = useSourceImage(src);
  const [step, setStep] = useState<'crop' | 'annotate'>('crop');
  const [area, setArea] = useState<PixelArea | null>(null);
  const [base, setBase] = useState<HTMLCanvasElement | null>(null);
  const [annotations, setAnnotations] = useState<Annotation[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = editedFileName(source.kind === 'file' ? source.file.name : source.name);

  const toAnnotate = () => {
    if (loaded.state !== 'ready') return;
    const { image } = loaded;
    try {
      setBase(renderCrop(image, area ?? centredCrop({ width: image.naturalWidth, height: image.naturalHeight })));
      setAnnotations([]);
      setProblem(null);
      setStep('annotate');
    } catch {
      setProblem(PHOTO_EDITING_MESSAGES.imageUnreadable);
    }
  };
  const finish = async () => {
    if (!base) return;
    setBusy(true);
    try {
      onDone(await exportJpeg(base, annotations, name));
    } catch {
      // A picture from another site without CORS taints the canvas: it can be shown but not exported.
      setProblem(PHOTO_EDITING_MESSAGES.imageUnreadable);
      setBusy(false);
    }
  };

  const footer =
    step === 'crop' ? (
      <>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" disabled={loaded.state !== 'ready'} onClick={toAnnotate}>
          下一步：标注
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setStep('crop')} disabled={busy}>
          重新裁剪
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          取消
        </Button>
        <Button type="primary" loading={busy} onClick={() => void finish()}>
          完成并上传
        </Button>
      </>
    );

  return (
    <>
      <Steps size="small" current={step === 'crop' ? 0 : 1} items={[{ title: '裁剪' }, { title: '标注（可选）' }]} className={styles.steps} />
      {problem && <Alert type="error" showIcon title={problem} className={styles.problem} />}
      {loaded.state === 'failed' ? (
        <Result status="warning" title={PHOTO_EDITING_MESSAGES.imageUnreadable} />
      ) : step === 'crop' ? (
        loaded.state === 'loading' ? (
          <div className={styles.loading}>
            <Spin />
          </div>
        ) : (
          <CropStep src={src} onAreaChange={setArea} />
        )
      ) : (
        base && <AnnotateStep base={base} annotations={annotations} onChange={setAnnotations} />
      )}
      <div className={styles.footer}>{footer}</div>
    </>
  );
}

/**
 * The photo editor of venue pictures (docs/spec/product-spec.md section 4 "Upload"): crop at 5:4 into 1000×800, then
 * optional flag, free-draw, closed-shape and text annotations; the result is handed back as a JPEG for
 * the upload platform. A browser without canvas gets an error message instead.
 */
export function PhotoEditorDialog({ source, onCancel, onDone, onUseOriginal }: PhotoEditorDialogProps) {
  const [supported] = useState(canvasSupported);
  return (
    <Modal open={source !== null} title="编辑图片" width={780} footer={null} onCancel={onCancel} destroyOnHidden mask={{ closable: false }}>
      {source === null ? null : supported ? (
        <Editor
          key={source.kind === 'file' ? `${source.file.name}:${source.file.lastModified}` : source.url}
          source={source}
          onCancel={onCancel}
          onDone={onDone}
        />
      ) : (
        <Result
          status="error"
          title="无法编辑图片"
          subTitle={PHOTO_EDITING_MESSAGES.noCanvas}
          extra={[
            <Button key="cancel" onClick={onCancel}>
              取消
            </Button>,
            source.kind === 'file' && onUseOriginal ? (
              <Button key="original" type="primary" onClick={() => onUseOriginal(source.file)}>
                上传原图
              </Button>
            ) : null,
          ]}
        />
      )}
    </Modal>
  );
}
