import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { physicalResources } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';

/** The venue's page for phones: the same responsive `/fields/{id}` page, opened from a scan. */
export function venueMobileUrl(origin: string, topPhysicalId: number): string {
  return `${origin.replace(/\/$/, '')}/fields/${topPhysicalId}?from=qrcode`;
}

/**
 * GET /api/fields/{id}/applet_qrcode: a PNG QR code of the venue's mobile page (手机扫码查看). Without
 * WeChat mini-program credentials this is the web page's URL; 404 for an unknown venue.
 */
export async function venueQrCode(deps: Pick<AppDeps, 'db'>, topPhysicalId: number, origin: string): Promise<Buffer> {
  const [venue] = await deps.db
    .select({ id: physicalResources.id })
    .from(physicalResources)
    .where(and(eq(physicalResources.id, topPhysicalId), isNull(physicalResources.parentId)));
  if (!venue) throw notFound('场地');
  return QRCode.toBuffer(venueMobileUrl(origin, venue.id), { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
}
