/**
 * The after-sales answers as docs/spec/api.md "After-sales and delivery — fixed" gives them (money in fen,
 * times ISO). Fields beyond the spec's are optional: the page shows them when the server sends them.
 */
export type AfterSalesStatus = 'awaiting_supplier' | 'countered' | 'refused' | 'arbitration' | 'refunded' | 'closed' | 'cancelled';
export type AfterSalesRole = 'buyer' | 'supplier';

export interface AfterSalesRow {
  id: number;
  order_item_id: number;
  order_num: string;
  status: AfterSalesStatus;
  amount: number;
  agreed_amount: number | null;
  respond_by: string | null;
  created_at: string;
  field_name?: string;
  reason?: string;
  /** The operator's queue: when the platform should decide by. */
  decide_by?: string | null;
}

export interface AfterSalesEvent {
  actor: string;
  action: string;
  amount?: number | null;
  note?: string | null;
  images?: string[] | null;
  at: string;
}

export interface AfterSalesCase extends AfterSalesRow {
  order_id?: number;
  reason_id?: number;
  description?: string;
  images?: string[];
  refundable?: number;
  timeline: AfterSalesEvent[];
}

export interface AfterSalesReason {
  id: number;
  name: string;
}

export interface DeliveryProof {
  id: number;
  images: string[];
  note: string | null;
  created_at: string;
}

export type DepositClaimStatus = 'pending' | 'accepted' | 'disputed' | 'decided';

export interface DepositClaim {
  id: number;
  amount: number;
  reason: string;
  images: string[];
  status: DepositClaimStatus | string;
  decided_amount?: number | null;
  created_at: string;
}

export interface DepositState {
  deposit: number;
  status: 'held' | 'claimed' | 'refunded';
  refunded: number;
  deducted: number;
  release_at: string | null;
  claim?: DepositClaim | null;
}

/** A claim in the operator's list of disputed deposits. */
export interface DepositClaimRow extends DepositClaim {
  order_item_id: number;
  order_num: string;
  deposit: number;
  field_name?: string;
}
