import type { Quote } from '@vm/contracts/supplier-enquiries';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { QUOTE_STATUS_NAMES, quoteStatusAt } from '@vm/domain/enquiry-quotes';
import { periodStarts } from '@vm/domain/lease-terms';
import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';

const COLORS = { valid: 'green', expired: 'default', ordered: 'blue' } as const;

/** A quote in one cell: unit price × dates = amount, deposit, validity and state. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const status = quoteStatusAt(quote, Date.now());
  return (
    <div style={{ fontSize: 13 }}>
      <div>
        <strong>{formatYuan(quote.price)}</strong> × {periodStarts(quote.dates, quote.lease_term_type_id).length}（{quote.lease_term_type}）={' '}
        <strong>{formatYuan(quote.amount)}</strong>
        {quote.deposit > 0 && <span>，押金 {formatYuan(quote.deposit)}</span>}
      </div>
      <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
        <Tag color={COLORS[status]}>{QUOTE_STATUS_NAMES[status]}</Tag>
        有效期至 {formatShanghaiTime(quote.expires_at)}
      </div>
      {quote.note && <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>备注：{quote.note}</div>}
    </div>
  );
}
