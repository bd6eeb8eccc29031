/**
 * Type assertions, checked by `npm run typecheck` (nothing here runs): the types the web app reads its
 * main resources with are the ones the server's OpenAPI document declares, both ways. When a route's
 * answer changes, `npm run api:types` regenerates the document's types and this file names the
 * resource whose web type no longer fits.
 */
import type { VenuePage } from '@vm/contracts/catalogue-search';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import type { CommunityDetail } from '@vm/contracts/catalogue-communities';
import type { CartPage } from '@vm/contracts/cart';
import type { MyCouponsPage, ResourceCoupons } from '@vm/contracts/coupons';
import type { OrderCounts, OrderPreview, OrderView, SubmitOrderResult } from '@vm/contracts/orders';
import type { WalletStatus } from '@vm/contracts/wallet';
import type { ManagedCommunity } from '@vm/contracts/supplier-communities';
import type { Paged } from '../catalogue/paged';
import type { ApiResult } from './typed-api';

/** true when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type ApiContractAssertions = [
  Expect<Same<ApiResult<'/fields', 'get'>, VenuePage>>,
  Expect<Same<ApiResult<'/fields/{top_physical_id}', 'get'>, VenueDetail>>,
  Expect<Same<ApiResult<'/communities/{id}', 'get'>, CommunityDetail>>,
  Expect<Same<ApiResult<'/orders', 'get'>, Paged<OrderView>>>,
  Expect<Same<ApiResult<'/orders/{id}', 'get'>, OrderView>>,
  Expect<Same<ApiResult<'/orders/count', 'get'>, OrderCounts>>,
  Expect<Same<ApiResult<'/orders/preview', 'post'>, OrderPreview>>,
  Expect<Same<ApiResult<'/orders', 'post'>, SubmitOrderResult>>,
  Expect<Same<ApiResult<'/cart_items', 'get'>, CartPage>>,
  Expect<Same<ApiResult<'/wallets', 'get'>, WalletStatus>>,
  Expect<Same<ApiResult<'/coupons', 'get'>, MyCouponsPage>>,
  Expect<Same<ApiResult<'/coupons/resources', 'get'>, ResourceCoupons>>,
  Expect<Same<ApiResult<'/managed_communities', 'get'>, Paged<ManagedCommunity>>>,
];
