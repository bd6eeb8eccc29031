import type { UploadedFileResult } from '@vm/contracts/uploads';
import { UPLOAD_BUCKETS, type UploadBucket } from '@vm/domain/upload-rules';
import type { UploadFile, UploadProps } from 'antd/es/upload';
import Upload from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/api-error';
import { toast } from '../ui/feedback';
import { precheckFile, uploadFile } from './upload-api';

export interface UploadListOptions<V> {
  bucket: UploadBucket;
  value: V[] | undefined;
  onChange: ((next: V[]) => void) | undefined;
  maxCount: number | undefined;
  /** How a held value shows in antd's list. */
  toItem: (value: V) => UploadFile;
  /** What an upload adds to the value. */
  fromResult: (result: UploadedFileResult) => V;
}

/**
 * The state behind an upload field: the value (what the form holds: finished uploads only) plus the
 * files still on their way. Checks type and size before sending and the count as each upload starts,
 * with the spec's messages; shows the server's Chinese message when an upload fails.
 */
export function useUploadList<V>({ bucket, value, onChange, maxCount, toItem, fromResult }: UploadListOptions<V>) {
  const rules = UPLOAD_BUCKETS[bucket];
  const limit = Math.min(maxCount ?? rules.maxCount, rules.maxCount);
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Refs, not state, for what concurrent uploads read: two finishing in one tick must both be kept.
  const valueRef = useRef<V[]>(value ?? []);
  const pendingRef = useRef<Map<string, AbortController>>(new Map());
  useEffect(() => {
    valueRef.current = value ?? [];
  }, [value]);
  useEffect(() => {
    const controllers = pendingRef.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const change = (next: V[]) => {
    valueRef.current = next;
    onChange?.(next);
  };
  const dropPending = (uid: string) => {
    pendingRef.current.delete(uid);
    setPending((items) => items.filter((item) => item.uid !== uid));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = precheckFile(bucket, file);
    if (!problem) return true;
    void toast.error(problem);
    return Upload.LIST_IGNORE;
  };

  /** Whether another file may start: the held values, those on their way and `extra` reserved ones. */
  const hasRoom = (extra = 0) => valueRef.current.length + pendingRef.current.size + extra < limit;

  /**
   * Uploads one file. With `replace` the result takes the place of that held value (an edited picture
   * replaces its list entry, wherever it has moved meanwhile); otherwise it is added at the end.
   */
  const upload = (raw: File & { uid?: string }, replace?: { index: number; value: V }) => {
    const uid = raw.uid ?? `edit-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    if (!replace && !hasRoom()) {
      void toast.error(rules.countMessage);
      return;
    }
    const controller = new AbortController();
    pendingRef.current.set(uid, controller);
    setPending((items) => [...items, { uid, name: raw.name, status: 'uploading', percent: 50, originFileObj: raw as UploadFile['originFileObj'] }]);
    uploadFile(bucket, raw, raw.name, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        dropPending(uid);
        const next = fromResult(result);
        const held = valueRef.current;
        const at = replace ? (held[replace.index] === replace.value ? replace.index : held.indexOf(replace.value)) : -1;
        change(at >= 0 ? held.map((item, i) => (i === at ? next : item)) : [...held, next]);
      },
      (error: unknown) => {
        dropPending(uid);
        if (!controller.signal.aborted) void toast.error(errorMessage(error, '上传失败，请重试'));
      },
    );
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => upload(file as File & { uid: string });

  // uid by position too: a form may hold the same URL twice, and antd keys its list by uid.
  const items = (value ?? []).map((held, index) => {
    const item = toItem(held);
    return { ...item, uid: `${index}:${item.uid}` };
  });
  const onRemove = (item: UploadFile) => {
    const controller = pendingRef.current.get(item.uid);
    if (controller) {
      controller.abort();
      dropPending(item.uid);
    } else {
      const index = items.findIndex((candidate) => candidate.uid === item.uid);
      if (index >= 0) change(valueRef.current.filter((_, i) => i !== index));
    }
    return false;
  };

  return {
    upload,
    hasRoom,
    /** The held values (the form's value), in list order. */
    values: value ?? [],
    fileList: [...items, ...pending],
    full: items.length + pending.length >= limit,
    limit,
    uploadProps: { beforeUpload, customRequest, onRemove, multiple: limit > 1 } satisfies Partial<UploadProps>,
  };
}
