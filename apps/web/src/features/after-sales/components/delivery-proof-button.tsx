import { EVIDENCE_MAX_IMAGES } from '@vm/domain/after-sales';
import { CameraOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { precheckFile, uploadFile } from '@/shared/upload/upload-api';
import { usePostProof } from '../api/after-sales-queries';
import styles from './after-sales.module.css';

export const PROOF_BUCKET = 'evidence';
export const MAX_PROOF_PHOTOS = EVIDENCE_MAX_IMAGES;

/**
 * 上传履约照片 in two taps: the button opens the phone's camera or gallery, and the photos picked
 * (up to 9) are uploaded and posted as one delivery proof of the sub-order.
 */
export function DeliveryProofButton({ orderItemId, block = false }: { orderItemId: number; block?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const post = usePostProof();
  const [uploading, setUploading] = useState(false);

  const send = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > MAX_PROOF_PHOTOS) {
      void toast.error(`每次最多上传${MAX_PROOF_PHOTOS}张履约照片`);
      return;
    }
    const problem = files.map((file) => precheckFile(PROOF_BUCKET, file)).find(Boolean);
    if (problem) {
      void toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const file of files) urls.push((await uploadFile(PROOF_BUCKET, file, file.name)).url);
      await post.mutateAsync({ orderItemId, images: urls });
      void toast.success(`已上传${urls.length}张履约照片，买家可在订单中查看`);
    } catch (error) {
      void toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        accept="image/*"
        multiple
        aria-label="选择履约照片"
        data-testid={`proof-input-${orderItemId}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(files);
        }}
      />
      <Button icon={<CameraOutlined />} block={block} loading={uploading} onClick={() => input.current?.click()}>
        上传履约照片
      </Button>
    </>
  );
}
