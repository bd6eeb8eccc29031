import { UploadOutlined } from '@ant-design/icons';
import { bucketAccept, type UploadBucket } from '@vm/domain/upload-rules';
import Button from 'antd/es/button';
import Upload, { type UploadFile } from 'antd/es/upload';
import type { ReactNode } from 'react';
import styles from './upload-field.module.css';
import { uploadHint } from './upload-hint';
import { useUploadList } from './use-upload-list';

/** A named upload, as orders keep design files (`design_files: [{ name, url }]`). */
export interface UploadedFile {
  name: string;
  url: string;
}

export interface FileUploadFieldProps {
  bucket: UploadBucket;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** At most the bucket's count. */
  maxCount?: number;
  disabled?: boolean;
  /** Text under the list; default: the types, size and count allowed. `false` hides it. */
  hint?: ReactNode | false;
  buttonText?: string;
}

const toItem = (file: UploadedFile): UploadFile => ({ uid: file.url, name: file.name, status: 'done', url: file.url });

/** Document uploads shown by name (opening or downloading them), with remove. */
export function FileUploadField({ bucket, value, onChange, maxCount, disabled, hint, buttonText = '上传文件' }: FileUploadFieldProps) {
  const list = useUploadList({ bucket, value, onChange, maxCount, toItem, fromResult: (result) => ({ name: result.name, url: result.url }) });
  return (
    <div className={styles.field}>
      <Upload
        {...list.uploadProps}
        listType="text"
        accept={bucketAccept(bucket)}
        fileList={list.fileList}
        disabled={disabled}
        openFileDialogOnClick={!list.full}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || list.full}>
          {buttonText}
        </Button>
      </Upload>
      {hint !== false && <span className={styles.hint}>{hint ?? uploadHint(bucket, list.limit, '个')}</span>}
    </div>
  );
}
