import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { ImageUploadField } from '../image-upload-field';
import { forgetUploadTokens } from '../upload-api';
import type * as CanvasTools from './canvas-tools';

// Pictures "load" at once with a known size: happy-dom decodes no images.
vi.mock('./canvas-tools', async (importOriginal) => {
  const actual = await importOriginal<typeof CanvasTools>();
  return {
    ...actual,
    loadImage: vi.fn(async (src: string) => ({ src, naturalWidth: 2000, naturalHeight: 1000 }) as unknown as HTMLImageElement),
  };
});

/** A 2D context that records what is drawn (happy-dom has none: its canvas is a canvas-less browser). */
type Call = { name: string; args: unknown[]; style: { strokeStyle?: unknown; fillStyle?: unknown; lineWidth?: unknown; font?: unknown } };
let calls: Call[];
function fakeContext(): CanvasRenderingContext2D {
  const state: Record<string, unknown> = {};
  return new Proxy(state, {
    get: (target, key: string) =>
      key in target
        ? target[key]
        : (...args: unknown[]) => {
            calls.push({
              name: key,
              args,
              style: { strokeStyle: target.strokeStyle, fillStyle: target.fillStyle, lineWidth: target.lineWidth, font: target.font },
            });
          },
    set: (target, key: string, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}
function withCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => fakeContext()) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
    callback(new Blob([`jpeg ${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  // The canvas is shown at half size: 500×400 on the page for 1000×800 pixels.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 500,
    height: 400,
    x: 0,
    y: 0,
    right: 500,
    bottom: 400,
    toJSON: () => ({}),
  });
}

let uploads: File[];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  let body: unknown;
  if (url === '/api/uploads/tokens') body = { token: 'tok', bucket: 'voucher', expires_at: new Date(Date.now() + 900_000).toISOString() };
  else {
    const file = (init?.body as FormData).get('file') as File;
    uploads.push(file);
    body = {
      url: `/files/voucher/2026/11/${String(uploads.length).padStart(32, 'a')}.jpg`,
      name: file.name,
      size: file.size,
      content_type: file.type,
      bucket: 'voucher',
    };
  }
  return new Response(JSON.stringify({ code: 1, msg: '', result: body }), { status: 201, headers: { 'content-type': 'application/json' } });
});

let changes: string[][];
function Photos({ initial = [] }: { initial?: string[] }) {
  const [urls, setUrls] = useState(initial);
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <ImageUploadField
        bucket="voucher"
        photoEditor
        value={urls}
        onChange={(next) => {
          changes.push(next);
          setUrls(next);
        }}
      />
    </ConfigProvider>
  );
}

const png = (name = '大堂.png') => new File([new Uint8Array(100)], name, { type: 'image/png' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const canvas = () => screen.getByTestId('annotation-canvas');
/** A click on the shown canvas at page position x,y (canvas pixels are twice that). */
const clickCanvas = (x: number, y: number) => {
  fireEvent.pointerDown(canvas(), { clientX: x, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerUp(canvas(), { clientX: x, clientY: y, button: 0, pointerId: 1 });
};

async function openAnnotation(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInput(), png());
  await user.click(await screen.findByRole('button', { name: '下一步：标注' }));
  return canvas();
}

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token-for-tests-0001');
  vi.stubGlobal('fetch', fetchMock);
  uploads = [];
  changes = [];
  calls = [];
  forgetUploadTokens();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
  window.localStorage.clear();
});

describe('photo editor in a browser without canvas', () => {
  it('shows an error message and can upload the original instead', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('您的浏览器不支持图片裁剪和标注（canvas），请使用最新版的Chrome、Edge或Firefox浏览器')).toBeTruthy();
    expect(uploads).toEqual([]);
    await user.click(screen.getByRole('button', { name: '上传原图' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(uploads[0]!.name).toBe('大堂.png');
  });
});

describe('photo editor', { timeout: 20_000 }, () => {
  beforeEach(withCanvas);

  it('crops 5:4 into a 1000×800 JPEG that is uploaded and added to the list', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await user.upload(fileInput(), png());
    expect(await screen.findByText(/裁剪比例 5:4，输出 1000×800 像素/)).toBeTruthy();
    expect(uploads).toEqual([]);
    await user.click(screen.getByRole('button', { name: '下一步：标注' }));
    // The largest centred 5:4 part of the 2000×1000 picture: 1250×1000 from x 375, onto the whole output.
    expect(calls.find((call) => call.name === 'drawImage' && call.args.length === 9)?.args.slice(1)).toEqual([375, 0, 1250, 1000, 0, 0, 1000, 800]);
    await user.click(screen.getByRole('button', { name: '完成并上传' }));
    await waitFor(() => expect(changes).toEqual([['/files/voucher/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1.jpg']]));
    expect(uploads[0]!.name).toBe('大堂.jpg');
    expect(uploads[0]!.type).toBe('image/jpeg');
    expect(await uploads[0]!.text()).toBe('jpeg 1000x800');
  });

  it('closes a shape only with more than two points', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await openAnnotation(user);
    await user.click(screen.getByText('图形'));
    clickCanvas(10, 10);
    clickCanvas(100, 10);
    await user.click(screen.getByRole('button', { name: '闭合图形' }));
    expect(screen.getByRole('alert').textContent).toContain('大于两点才能闭合图形');
    clickCanvas(100, 100);
    calls = [];
    await user.click(screen.getByRole('button', { name: '闭合图形' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The closed shape, in canvas pixels (twice the page position), in the default red 3 px.
    const lines = calls.filter((call) => call.name === 'lineTo' || call.name === 'moveTo').map((call) => call.args);
    expect(lines).toEqual([
      [20, 20],
      [200, 20],
      [200, 200],
    ]);
    const stroke = calls.find((call) => call.name === 'stroke');
    expect(stroke?.style).toMatchObject({ strokeStyle: '#ff0000', lineWidth: 3 });
    expect(calls.some((call) => call.name === 'closePath')).toBe(true);
  });

  it('inserts a text only when one is typed, of at most 12 characters, at the chosen size', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await openAnnotation(user);
    await user.click(screen.getByText('文字'));
    clickCanvas(50, 50);
    expect(screen.getByRole('alert').textContent).toContain('请先输入要插入的文字');
    await user.type(screen.getByLabelText('标注文字'), '主入口东侧广场位置示意图加长');
    expect((screen.getByLabelText('标注文字') as HTMLInputElement).value).toBe('主入口东侧广场位置示意图');
    const size = screen.getByLabelText('字号');
    await user.clear(size);
    await user.type(size, '40');
    await user.tab();
    expect((size as HTMLInputElement).value).toBe('32');
    calls = [];
    clickCanvas(50, 60);
    expect(screen.queryByRole('alert')).toBeNull();
    const text = calls.find((call) => call.name === 'fillText');
    expect(text?.args).toEqual(['主入口东侧广场位置示意图', 100, 120]);
    expect(String(text?.style.font)).toMatch(/^32px /);
  });

  it('keeps the line width within 1–20 and draws flags and free lines in the chosen colour', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await openAnnotation(user);
    const width = screen.getByLabelText('线宽');
    expect((width as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('radio', { name: '红色' }).getAttribute('aria-checked')).toBe('true');
    await user.clear(width);
    await user.type(width, '25');
    await user.tab();
    expect((width as HTMLInputElement).value).toBe('20');
    await user.clear(width);
    await user.type(width, '0');
    await user.tab();
    expect((width as HTMLInputElement).value).toBe('1');

    await user.click(screen.getByRole('radio', { name: '蓝色' }));
    calls = [];
    clickCanvas(200, 300);
    expect(calls.find((call) => call.name === 'moveTo')?.args).toEqual([400, 600]);
    expect(calls.find((call) => call.name === 'stroke')?.style).toMatchObject({ strokeStyle: '#1677ff', lineWidth: 1 });

    await user.click(screen.getByText('画笔'));
    fireEvent.pointerDown(canvas(), { clientX: 10, clientY: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(canvas(), { clientX: 60, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas(), { clientX: 60, clientY: 80, pointerId: 1 });
    calls = [];
    fireEvent.pointerUp(canvas(), { clientX: 60, clientY: 80, pointerId: 1 });
    await waitFor(() => expect(calls.some((call) => call.name === 'lineTo')).toBe(true));
    const path = calls.filter((call) => call.name === 'moveTo' || call.name === 'lineTo').map((call) => call.args);
    expect(path).toContainEqual([20, 20]);
    expect(path).toContainEqual([120, 160]);

    await user.click(screen.getByRole('button', { name: '撤销' }));
    await user.click(screen.getByRole('button', { name: '清空标注' }));
    expect(screen.getByRole('button', { name: '撤销' }).hasAttribute('disabled')).toBe(true);
  });

  it('replaces the list entry with the edited picture', async () => {
    const user = userEvent.setup();
    const first = '/files/voucher/2026/11/0123456789abcdef0123456789abcdef.png';
    const second = '/files/voucher/2026/11/fedcba9876543210fedcba9876543210.png';
    render(<Photos initial={[first, second]} />);
    const editButtons = await screen.findAllByTitle('裁剪标注');
    await user.click(editButtons[0]!);
    await user.click(await screen.findByRole('button', { name: '下一步：标注' }));
    clickCanvas(100, 100);
    await user.click(screen.getByRole('button', { name: '完成并上传' }));
    await waitFor(() => expect(changes).toEqual([['/files/voucher/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1.jpg', second]]));
    expect(uploads[0]!.name).toBe('0123456789abcdef0123456789abcdef.jpg');
  });

  it('goes through pictures picked together one after the other', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await user.click(await screen.findByRole('button', { name: '下一步：标注' }));
    await user.click(screen.getByRole('button', { name: '完成并上传' }));
    await user.click(await screen.findByRole('button', { name: '下一步：标注' }));
    await user.click(screen.getByRole('button', { name: '完成并上传' }));
    await waitFor(() => expect(changes.at(-1)).toHaveLength(2));
    expect(uploads.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('cancelling uploads nothing and goes on with the next picture', async () => {
    const user = userEvent.setup();
    render(<Photos />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await user.click(await screen.findByRole('button', { name: '下一步：标注' }));
    await user.click(screen.getByRole('button', { name: '完成并上传' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(uploads.map((file) => file.name)).toEqual(['b.jpg']);
  });
});
