import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { UPLOAD_BUCKETS, bucketAccept, type UploadBucket } from '@vm/domain/upload-rules';
import Image from 'antd/es/image';
import Upload, { type UploadFile } from 'antd/es/upload';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PhotoEditorDialog, type PhotoSource } from './photo-editor/photo-editor-dialog';
import styles from './upload-field.module.css';
import { precheckFile } from './upload-api';
import { thumbnailOf, uploadHint } from './upload-hint';
import { toast } from '../ui/feedback';
import { useUploadList } from './use-upload-list';

export interface ImageUploadFieldProps {
  /** Which bucket the pictures go to: its types, size and count apply (packages/domain/src/upload-rules.ts). */
  bucket: UploadBucket;
  /** The uploaded pictures' URLs (works as an antd Form.Item child). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** At most the bucket's count. */
  maxCount?: number;
  disabled?: boolean;
  /** Text under the cards; default: the types, size and count allowed. `false` hides it. */
  hint?: ReactNode | false;
  /** Text of the add card. */
  addText?: string;
  /**
   * Venue photos: every picked picture goes through the photo editor (crop 5:4 into 1000×800, optional
   * annotations) before it is uploaded, and a held picture can be edited again, its result replacing it.
   */
  photoEditor?: boolean;
}

/** The file name of an upload's URL; transfer proofs and licences come as signed links (`…/<name>.png?exp=…&sig=…`). */
const nameOf = (url: string) => {
  const path = url.split('?')[0]!;
  return path.slice(path.lastIndexOf('/') + 1);
};

const toItem = (url: string): UploadFile => ({
  uid: url,
  name: nameOf(url),
  status: 'done',
  url,
  thumbUrl: thumbnailOf(url),
});

/** Picture-card uploads: thumbnails with preview and remove, an add card while there is room. */
export function ImageUploadField({ bucket, value, onChange, maxCount, disabled, hint, addText = '上传图片', photoEditor = false }: ImageUploadFieldProps) {
  const list = useUploadList({ bucket, value, onChange, maxCount, toItem, fromResult: (result) => result.url });
  const [preview, setPreview] = useState<string | null>(null);
  // Pictures picked together wait here and go through the editor one after the other.
  const [queue, setQueue] = useState<File[]>([]);
  const [editing, setEditing] = useState<{ index: number; url: string } | null>(null);
  const source: PhotoSource | null = editing
    ? { kind: 'url', url: editing.url, name: nameOf(editing.url) }
    : queue[0]
      ? { kind: 'file', file: queue[0] }
      : null;
  const nextInQueue = () => setQueue((files) => files.slice(1));

  const editorProps = photoEditor
    ? {
        beforeUpload: (file: File) => {
          const problem = precheckFile(bucket, file);
          if (problem) void toast.error(problem);
          else if (!list.hasRoom(queue.length)) void toast.error(UPLOAD_BUCKETS[bucket].countMessage);
          else setQueue((files) => [...files, file]);
          return Upload.LIST_IGNORE;
        },
        showUploadList: { showDownloadIcon: true, downloadIcon: <EditOutlined aria-label="裁剪标注" /> },
        locale: { downloadFile: '裁剪标注' },
        onDownload: (item: UploadFile) => {
          const index = list.fileList.findIndex((candidate) => candidate.uid === item.uid);
          if (item.url && index >= 0 && index < list.values.length) setEditing({ index, url: item.url });
        },
      }
    : {};

  return (
    <div className={styles.field}>
      <Upload
        {...list.uploadProps}
        {...editorProps}
        listType="picture-card"
        accept={bucketAccept(bucket)}
        fileList={list.fileList}
        disabled={disabled}
        onPreview={(item) => setPreview(item.url ?? null)}
      >
        {list.full || disabled ? null : (
          <button type="button" className={styles.cardButton}>
            <PlusOutlined />
            <span>{addText}</span>
          </button>
        )}
      </Upload>
      {hint !== false && <span className={styles.hint}>{hint ?? uploadHint(bucket, list.limit, '张')}</span>}
      {preview && (
        <Image rootClassName={styles.hiddenPreview} src={preview} alt="图片预览" preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }} />
      )}
      {photoEditor && (
        <PhotoEditorDialog
          source={source}
          onCancel={() => (editing ? setEditing(null) : nextInQueue())}
          onDone={(file) => {
            if (editing) {
              list.upload(file, { index: editing.index, value: editing.url });
              setEditing(null);
            } else {
              list.upload(file);
              nextInQueue();
            }
          }}
          onUseOriginal={(file) => {
            list.upload(file);
            nextInQueue();
          }}
        />
      )}
    </div>
  );
}
