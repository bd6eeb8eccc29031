import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from '../../../test/test-app';
import { bearer } from '../../../test/test-app';
import { multipartBody, type FormPart } from './multipart-body';

/** A real picture made by an encoder, `width` pixels wide. */
export function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}

export async function tokenFor(t: TestContext, token: string, bucket: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/uploads/tokens', headers: bearer(token), payload: { bucket } });
  if (response.statusCode !== 201) throw new Error(`token request failed: ${response.body}`);
  return response.json().result.token as string;
}

export function upload(t: TestContext, sessionToken: string | null, parts: FormPart[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(sessionToken ? bearer(sessionToken) : {}) },
    payload: body.payload,
  });
}

/** Every file under `<dataDir>/uploads`, relative: what a refused upload must not add to. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(root, entry)).isFile()).sort();
}
