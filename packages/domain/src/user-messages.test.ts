import { describe, expect, it } from 'vitest';
import { MESSAGE_EVENT_TYPES, messageForEvent, ORDER_NUM_TOKEN } from './user-messages';

describe('messages of events', () => {
  it('cover every event docs/spec/business-rules.md lists, plus invoices and group buys', () => {
    expect([...MESSAGE_EVENT_TYPES].sort()).toEqual(
      [
        'comment.replied',
        'demand.accepted',
        'group_buy.failed',
        'group_buy.succeeded',
        'invoice.issued',
        'order.cancelled',
        'order.executing',
        'order.finished',
        'order.paid',
        'order.placed',
        'order_item.approved',
        'order_item.rejected',
        'refund.completed',
        'supplier_application.approved',
        'supplier_application.refused',
        'transfer.refused',
        // After-sales and delivery: every step is notified (docs/spec/business-rules.md "After-sales and delivery").
        'delivery_proof.posted',
        'after_sale.opened',
        'after_sale.responded',
        'after_sale.escalated',
        'after_sale.cancelled',
        'after_sale.settled',
        'deposit.claimed',
        'deposit.disputed',
        'deposit.settled',
      ].sort(),
    );
  });

  it('link an after-sales message to its case', () => {
    expect(messageForEvent({ type: 'after_sale.opened', orderId: 3, payload: { case_id: 7, order_num: 'S1', amount: 12_300 } })).toMatchObject({
      title: '新的售后申请',
      targetType: 'after_sale',
      targetId: 7,
    });
    expect(messageForEvent({ type: 'deposit.settled', orderId: 3, payload: { order_num: 'S1', refunded: 38_000, deducted: 12_000 } })?.body).toContain('扣除');
  });

  it('write none for events a person does not need told', () => {
    for (const type of ['transfer.proof_uploaded', 'wallet.topped_up', 'payment.refunded_duplicate', 'unknown.thing']) {
      expect(messageForEvent({ type, orderId: 3 })).toBeNull();
    }
    expect(messageForEvent({ type: 'order.cancelled', orderId: 3, payload: { reason: 'buyer' } })).toBeNull();
  });

  it('name the order by its number (filled in by the server) and link to it', () => {
    expect(messageForEvent({ type: 'order.placed', orderId: 12 })).toEqual({
      title: '订单已提交',
      body: `您的订单${ORDER_NUM_TOKEN}已提交，请在48小时内完成支付，逾期订单将自动取消。`,
      targetType: 'order',
      targetId: 12,
    });
    expect(messageForEvent({ type: 'order.cancelled', orderId: 12, payload: { reason: 'timeout' } })?.title).toBe('订单已自动取消');
  });

  it('tell a confirmed transfer from a payment, with the amount in yuan', () => {
    expect(messageForEvent({ type: 'order.paid', orderId: 1, payload: { payment_mode: 3, amount: 123450 } })).toMatchObject({
      title: '转账已确认',
      body: expect.stringContaining('¥1,234.50'),
    });
    expect(messageForEvent({ type: 'order.paid', orderId: 1, payload: { payment_mode: 4, amount: 80000 } })).toMatchObject({
      title: '支付成功',
      body: expect.stringContaining('¥800.00'),
    });
  });

  it('name the sub-order, the reason and where a refund goes', () => {
    expect(messageForEvent({ type: 'order_item.rejected', orderId: 1, payload: { order_num: 'S2026001', reason: '档期冲突', refunded: 100 } })?.body).toBe(
      '很抱歉，子订单S2026001未通过供应商审核，原因：档期冲突，已支付的款项将原路退回。',
    );
    expect(messageForEvent({ type: 'refund.completed', orderId: 1, payload: { amount: 5000, channel: 'wallet' } })?.body).toBe(
      `订单${ORDER_NUM_TOKEN}的退款¥50.00已退回您的账户余额。`,
    );
    expect(messageForEvent({ type: 'order.finished', orderId: 1, payload: { deposit_refunded: 50000 } })?.body).toContain('押金¥500.00已退回账户余额');
  });

  it('link to what they are about when it is not an order', () => {
    expect(messageForEvent({ type: 'demand.accepted', payload: { demand_id: 7, acceptor_name: '某某物业' } })).toEqual({
      title: '需求已被承接',
      body: '您发布的需求已被某某物业承接，对方将尽快与您联系。',
      targetType: 'demand',
      targetId: 7,
    });
    expect(messageForEvent({ type: 'supplier_application.refused', payload: { type: 2, reason: '资料不全', application_id: 4 } })).toMatchObject({
      body: '您申请成为代理商的申请未通过审核，原因：资料不全。',
      targetType: 'application',
      targetId: 4,
    });
    expect(messageForEvent({ type: 'comment.replied', payload: { comment_id: 3, top_physical_id: 9, field_name: '中庭', reply: '感谢支持' } })).toMatchObject({
      body: '「中庭」的供应商回复了您的评价：感谢支持',
      targetType: 'venue',
      targetId: 9,
    });
    expect(messageForEvent({ type: 'invoice.issued', orderId: 5, payload: { invoice_id: 2 } })).toMatchObject({ targetType: 'invoice', targetId: 2 });
  });

  it('keep a long text within the column', () => {
    const long = messageForEvent({ type: 'comment.replied', payload: { reply: '谢'.repeat(800) } })!;
    expect([...long.body].length).toBe(500);
    expect(long.body.endsWith('…')).toBe(true);
  });
});
