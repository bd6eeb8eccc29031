import { z } from 'zod';

/** GET /api/purchased_resources (docs/spec/api.md "The spec's last rows — fixed"): the venues the caller has booked. */
export const ZPurchasedResource = z.object({
  top_physical_id: z.number().int(),
  name: z.string(),
  community_name: z.string(),
  /** The last date of the latest booking (YYYY-MM-DD). */
  last_date: z.string(),
  /** Sub-orders of this venue that went through (approved, executing or finished). */
  times: z.number().int(),
  /** The booth of the latest booking, to book the same again. */
  selling_resource_id: z.number().int(),
  size: z.string(),
  pic_url: z.string(),
});
export type PurchasedResource = z.infer<typeof ZPurchasedResource>;
