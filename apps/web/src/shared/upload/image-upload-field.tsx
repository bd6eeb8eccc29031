import { PlusOutlined } from '@ant-design/icons';
import { bucketAccept, type UploadBucket } from '@vm/domain/upload-rules';
import Image from 'antd/es/image';
import Upload, { type UploadFile } from 'antd/es/upload';
import type { ReactNode } from 'react';
import { useState } from 'react';
import styles from './upload-field.module.css';
import { thumbnailOf, uploadHint } from './upload-hint';
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
}

const toItem = (url: string): UploadFile => ({
  uid: url,
  name: url.slice(url.lastIndexOf('/') + 1),
  status: 'done',
  url,
  thumbUrl: thumbnailOf(url),
});

/** Picture-card uploads: thumbnails with preview and remove, an add card while there is room. */
export function ImageUploadField({ bucket, value, onChange, maxCount, disabled, hint, addText = '上传图片' }: ImageUploadFieldProps) {
  const list = useUploadList({ bucket, value, onChange, maxCount, toItem, fromResult: (result) => result.url });
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <div className={styles.field}>
      <Upload
        {...list.uploadProps}
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
        <Image
          rootClassName={styles.hiddenPreview}
          src={preview}
          alt="图片预览"
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </div>
  );
}
