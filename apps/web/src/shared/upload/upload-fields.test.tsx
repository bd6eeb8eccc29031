import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../auth/token-store';
import { FileUploadField, type UploadedFile } from './file-upload-field';
import { ImageUploadField } from './image-upload-field';
import { forgetUploadTokens } from './upload-api';

type Answer = { status: number; body: unknown };
const envelope = (result: unknown, status = 201): Answer => ({ status, body: { code: 1, msg: '', result } });
const failure = (status: number, msg: string): Answer => ({ status, body: { code: status, msg, result: null } });

let tokenAnswers: Answer[];
let uploadAnswers: Answer[];
let uploads: FormData[];
let tokenRequests: unknown[];
let counter: number;

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  let answer: Answer;
  if (url === '/api/uploads/tokens') {
    tokenRequests.push(JSON.parse(String(init?.body)));
    answer =
      tokenAnswers.shift() ??
      envelope({
        token: `tok-${tokenRequests.length}`,
        bucket: 'voucher',
        expires_at: new Date(Date.now() + 900_000).toISOString(),
        max_bytes: 3145728,
        max_count: 10,
        accept: '.png',
      });
  } else if (url === '/api/uploads') {
    const form = init?.body as FormData;
    uploads.push(form);
    counter += 1;
    const file = form.get('file') as File;
    const extension = file.name.endsWith('.pdf') ? 'pdf' : 'png';
    const name = `${String(counter).padStart(32, '0')}.${extension}`;
    answer =
      uploadAnswers.shift() ??
      envelope({ url: `/files/voucher/2026/11/${name}`, thumbnail_url: null, name: file.name, size: file.size, content_type: 'image/png', bucket: 'voucher' });
  } else {
    answer = failure(404, '接口不存在');
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

const png = (name = 'proof.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

let changes: unknown[][];
function Images({ initial = [], maxCount }: { initial?: string[]; maxCount?: number }) {
  const [urls, setUrls] = useState<string[]>(initial);
  return (
    <ConfigProvider locale={zhCN}>
      <ImageUploadField
        bucket="voucher"
        maxCount={maxCount}
        value={urls}
        onChange={(next) => {
          changes.push(next);
          setUrls(next);
        }}
      />
    </ConfigProvider>
  );
}

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token-for-tests-0001');
  vi.stubGlobal('fetch', fetchMock);
  tokenAnswers = [];
  uploadAnswers = [];
  uploads = [];
  tokenRequests = [];
  counter = 0;
  changes = [];
  forgetUploadTokens();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  window.localStorage.clear();
});

describe('ImageUploadField', () => {
  it('uploads a picked picture with a token and shows its thumbnail', async () => {
    const user = userEvent.setup();
    render(<Images />);
    expect(screen.getByText('支持jpg、jpeg、png、gif、webp格式，单个文件不超过3M，最多10张')).toBeTruthy();
    expect(fileInput().accept).toBe('.jpg,.jpeg,.png,.gif,.webp');

    await user.upload(fileInput(), png());
    await waitFor(() => expect(changes).toEqual([['/files/voucher/2026/11/00000000000000000000000000000001.png']]));
    expect(tokenRequests).toEqual([{ bucket: 'voucher' }]);
    const form = uploads[0]!;
    expect([...form.keys()]).toEqual(['token', 'bucket', 'file']);
    expect(form.get('token')).toBe('tok-1');
    expect((form.get('file') as File).name).toBe('proof.png');
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/voucher/2026/11/00000000000000000000000000000001-thumb.webp'));
  });

  it('uploads several pictures picked together with one token, keeping all of them', async () => {
    const user = userEvent.setup();
    render(<Images />);
    await user.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(changes.at(-1)).toHaveLength(3));
    expect(tokenRequests).toHaveLength(1);
    expect(uploads).toHaveLength(3);
  });

  it('refuses a wrong type and a too large file before sending, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Images />);
    await user.upload(fileInput(), png('notes.txt'));
    expect(await screen.findByText('只能上传jpg、jpeg、png、gif、webp格式的文件')).toBeTruthy();
    await user.upload(fileInput(), png('huge.png', 3 * 1024 * 1024 + 1));
    expect(await screen.findByText('上传的文件不能超过3M')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('shows the server’s Chinese message when it refuses a file', async () => {
    uploadAnswers = [failure(422, '图片已损坏或无法识别，请重新选择')];
    const user = userEvent.setup();
    render(<Images />);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('图片已损坏或无法识别，请重新选择')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('replaces a token the server no longer accepts and uploads again once', async () => {
    uploadAnswers = [failure(403, '上传凭证已过期，请重新上传')];
    const user = userEvent.setup();
    render(<Images />);
    await user.upload(fileInput(), png());
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(tokenRequests).toHaveLength(2);
    expect(uploads.map((form) => form.get('token'))).toEqual(['tok-1', 'tok-2']);
  });

  it('stops at the count with the bucket message and hides the add card when full', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Images maxCount={2} initial={['/files/demo/venue-01.jpg']} />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    expect(await screen.findByText('最多上传10张凭证')).toBeTruthy();
    await waitFor(() => expect(changes.at(-1)).toHaveLength(2));
    expect(uploads).toHaveLength(1);
    expect(screen.queryByText('上传图片')).toBeNull();
    unmount();
  });

  it('removes a picture', async () => {
    const user = userEvent.setup();
    render(<Images initial={['/files/demo/venue-01.jpg', '/files/demo/venue-02.jpg']} />);
    const removeButtons = await screen.findAllByTitle('删除文件');
    expect(removeButtons).toHaveLength(2);
    await user.click(removeButtons[0]!);
    expect(changes).toEqual([['/files/demo/venue-02.jpg']]);
  });
});

describe('FileUploadField', () => {
  it('uploads a design pdf and lists it by its name', async () => {
    const user = userEvent.setup();
    const seen: UploadedFile[][] = [];
    function Files() {
      const [files, setFiles] = useState<UploadedFile[]>([]);
      return (
        <FileUploadField
          bucket="design"
          value={files}
          onChange={(next) => {
            seen.push(next);
            setFiles(next);
          }}
        />
      );
    }
    render(<Files />);
    expect(fileInput().accept).toBe('.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.xls,.xlsx,.doc,.docx,.ppt,.pptx');
    expect(screen.getByText('支持jpg、jpeg、png、gif、webp、bmp、pdf、xls、xlsx、doc、docx、ppt、pptx格式，单个文件不超过50M，最多10个')).toBeTruthy();
    await user.upload(fileInput(), new File(['%PDF-1.4'], '效果图.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(seen).toEqual([[{ name: '效果图.pdf', url: '/files/voucher/2026/11/00000000000000000000000000000001.pdf' }]]));
    expect(tokenRequests).toEqual([{ bucket: 'design' }]);
    expect(await screen.findByText('效果图.pdf')).toBeTruthy();
  });
});
