import { z } from 'zod';

/**
 * Child accounts (子账号): staff a supplier adds by mobile and name with permissions — `orders` (see and
 * review the parent's order items) and `venues` (manage communities, resources, price rules, enquiry
 * quotes). A child logs in with its own mobile and acts for the parent; every action is recorded with
 * the child as actor.
 */

export const CHILD_PERMISSIONS = ['orders', 'venues'] as const;
export type ChildPermission = (typeof CHILD_PERMISSIONS)[number];

/** POST /api/child_accounts → 201 `{ id }`; PUT /api/child_accounts/{id} `{ name, permissions }`. */
export const ZChildAccountBody = z.object({
  mobile: z
    .string({ error: '请输入手机号' })
    .trim()
    .min(1, { error: '请输入手机号' })
    .regex(/^1\d{10}$/, { error: '请输入有效的手机号' }),
  name: z.string({ error: '请输入姓名' }).trim().min(1, { error: '请输入姓名' }).max(24, { error: '姓名最多24个字' }),
  permissions: z
    .array(z.enum(CHILD_PERMISSIONS, { error: '权限不正确' }), { error: '请选择权限' })
    .min(1, { error: '请选择权限' })
    .max(2, { error: '权限不正确' }),
});
export type ChildAccountBody = z.infer<typeof ZChildAccountBody>;
export const ZChildAccountUpdateBody = ZChildAccountBody.omit({ mobile: true });

export const ZChildAccount = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(CHILD_PERMISSIONS)),
  created_at: z.string(),
});
export type ChildAccount = z.infer<typeof ZChildAccount>;
/** GET /api/child_accounts (not paged: a supplier has a handful). */
export const ZChildAccountList = z.array(ZChildAccount);

/**
 * GET /api/supplier_account → who the caller acts for in the back office: a supplier acts for itself
 * with every permission; a child for its parent with its permissions. 403 for anyone else.
 */
export const ZSupplierAccount = z.object({
  owner: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  actor: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  is_child: z.boolean(),
  permissions: z.array(z.enum(CHILD_PERMISSIONS)),
});
export type SupplierAccount = z.infer<typeof ZSupplierAccount>;

/** GET /api/supplier_actions?page= → the record of changes (who did what), newest first (the owner only). */
export const ZSupplierAction = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  action: z.string(),
  target: z.string(),
  created_at: z.string(),
});
export type SupplierAction = z.infer<typeof ZSupplierAction>;
