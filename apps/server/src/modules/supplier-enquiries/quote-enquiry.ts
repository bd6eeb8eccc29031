import type { Quote, QuoteBody } from '@vm/contracts/supplier-enquiries';
import { isValidDate, todayInShanghai } from '@vm/domain/business-date';
import { quoteExpiry } from '@vm/domain/enquiry-quotes';
import { leaseTermName, periodStarts } from '@vm/domain/lease-terms';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { insertQuote, ownEnquiry, toQuote } from './queries';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/**
 * POST /api/supplier_enquiries/{id}/quote: a unit price for the asked dates under one of the booth's lease
 * terms, valid 72 hours. Under a period term the dates are kept as the starts of the periods they need
 * (periodStarts: 12-01 and 12-02 under 半月租 are one period from 12-01), which is what the buyer orders. Only for enquiries on the supplier's own enquiry-only booths (others: 404). A new
 * quote replaces the earlier one for ordering.
 */
export async function quoteEnquiry(deps: AppDeps, actor: SupplierActor, id: number, body: QuoteBody): Promise<Quote> {
  const now = deps.clock.now();
  const today = todayInShanghai(now);
  const dates = [...new Set(body.dates)].sort();
  for (const date of dates) {
    if (!isValidDate(date)) throw invalid('dates', `${date} 不是有效日期`);
    if (date < today) throw invalid('dates', `${date} 已过期，请重新选择日期`);
  }
  const starts = periodStarts(dates, body.lease_term_type_id);
  return withTransaction(deps.pool, async (client) => {
    const enquiry = await ownEnquiry(client, actor.ownerId, id);
    if (!enquiry) throw notFound('询价');
    if (!enquiry.terms.includes(body.lease_term_type_id)) throw invalid('lease_term_type_id', `该摊位不提供${leaseTermName(body.lease_term_type_id)}`);
    const row = await insertQuote(client, {
      enquiryId: id,
      supplierId: actor.ownerId,
      actorId: actor.actorId,
      termId: body.lease_term_type_id,
      dates: starts,
      price: body.price,
      deposit: body.deposit,
      note: body.note,
      expiresAt: quoteExpiry(now),
      now,
    });
    await recordAction(client, actor, 'enquiry.quote', `询价#${id} 报价${body.price}分`, now);
    return toQuote(row, now);
  });
}
