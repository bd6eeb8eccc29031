import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';

/** GET /api/operator/alerts: messages to platform staff (paid sub-orders unreviewed after 24 hours). */
export const ZOperatorAlertsQuery = z.object({ page: zPage, page_size: zPageSize(100, 20) });

export const ZOperatorAlert = z.object({
  id: z.number().int(),
  kind: z.string(),
  order_id: z.number().int(),
  order_item_id: z.number().int().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type OperatorAlert = z.infer<typeof ZOperatorAlert>;
export const ZOperatorAlertPage = zPageOf(ZOperatorAlert);
