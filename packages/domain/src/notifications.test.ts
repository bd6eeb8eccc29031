import { describe, expect, it } from 'vitest';
import {
  audiencesOf,
  draftNotification,
  emailContent,
  MAX_DELIVERY_ATTEMPTS,
  notificationLink,
  notifies,
  REMINDER_KINDS,
  retryDelayMs,
  smsText,
} from './notifications';

const deadline = new Date('2026-11-23T02:00:00Z'); // 10:00 in Shanghai

describe('who hears what', () => {
  it('names every notification of the rules, reminders included', () => {
    expect(audiencesOf('order.paid')).toEqual(['order_suppliers']);
    expect(audiencesOf('order_item.approved')).toEqual(['person']);
    expect(audiencesOf('order_item.rejected')).toEqual(['person']);
    expect(audiencesOf('transfer.refused')).toEqual(['person']);
    expect(audiencesOf('transfer.proof_uploaded')).toEqual(['operators']);
    expect(audiencesOf('group_buy.succeeded')).toEqual(['person', 'order_suppliers']);
    expect(audiencesOf('group_buy.failed')).toEqual(['person']);
    expect(audiencesOf('invoice.issued')).toEqual(['person']);
    expect(audiencesOf('demand.accepted')).toEqual(['person']);
    expect(audiencesOf('withdrawal.requested')).toEqual(['operators']);
    expect(audiencesOf('withdrawal.paid')).toEqual(['supplier']);
    expect(audiencesOf('withdrawal.refused')).toEqual(['supplier']);
    expect(audiencesOf(REMINDER_KINDS.reviewDue)).toEqual(['order_suppliers']);
    expect(audiencesOf(REMINDER_KINDS.reviewOverdue)).toEqual(['operators']);
    expect(audiencesOf(REMINDER_KINDS.unpaidOrder)).toEqual(['person']);
    expect(notifies('order.placed')).toBe(false);
    expect(notifies('wallet.topped_up')).toBe(false);
  });
});

describe('the texts', () => {
  it('name the order number and the deadline, and link to the page to act on', () => {
    expect(draftNotification('order.paid', 'order_suppliers', { orderNum: 'S202611220001', orderId: 7, deadline })).toEqual({
      kind: 'order_item.paid',
      title: '新订单待审核',
      text: '子订单S202611220001已支付，请在2026-11-23 10:00前完成审核。',
      path: '/admin/supplier/order-items',
    });
    expect(draftNotification(REMINDER_KINDS.reviewDue, 'order_suppliers', { orderNum: 'S1', deadline })!.text).toBe(
      '子订单S1将于2026-11-23 10:00审核超时，请尽快审核。',
    );
    expect(draftNotification(REMINDER_KINDS.unpaidOrder, 'person', { orderNum: 'P9', orderId: 9, deadline })).toEqual({
      title: '订单即将取消',
      text: '订单P9将于2026-11-23 10:00因未支付自动取消，请尽快完成支付。',
      path: '/orders/payment/9',
    });
    expect(draftNotification('order_item.rejected', 'person', { orderNum: 'S2', orderId: 3, payload: { reason: ' 档期冲突 ', refunded: 100 } })!.text).toBe(
      '子订单S2未通过供应商审核，原因：档期冲突，已支付的款项将原路退回。',
    );
    expect(draftNotification('transfer.refused', 'person', { orderNum: 'P3', orderId: 3, payload: {} })).toMatchObject({
      text: '订单P3的转账凭证未通过审核，请重新上传或更换支付方式。',
      path: '/orders/payment/3',
    });
    expect(draftNotification('withdrawal.refused', 'supplier', { payload: { amount: 123456, reason: '账户有误' } })!.text).toBe(
      '您的提现¥1,234.56未通过，原因：账户有误，金额已退回可提现余额。',
    );
    expect(draftNotification('order.paid', 'person', {})).toBeNull();
  });

  it('makes a signed SMS and an email with a Chinese subject, a plain-text and an HTML part, escaped', () => {
    const draft = { title: '订单被拒绝', text: '原因：<script>&"', path: '/admin/orders/view/1' };
    const link = notificationLink('https://venues.example.com/', draft.path);
    expect(link).toBe('https://venues.example.com/admin/orders/view/1');
    expect(smsText(draft, link)).toBe('【场地通】原因：<script>&"详情：https://venues.example.com/admin/orders/view/1');
    const mail = emailContent(draft, link);
    expect(mail.subject).toBe('【场地通】订单被拒绝');
    expect(mail.text).toContain('原因：<script>&"');
    expect(mail.text).toContain(`前往处理：${link}`);
    expect(mail.html).toContain('原因：&lt;script&gt;&amp;&quot;');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).not.toContain('<script>');
  });

  it('cuts an over-long SMS', () => {
    const text = smsText({ title: 't', text: '长'.repeat(400), path: '/' }, 'https://x');
    expect([...text]).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the backoff', () => {
  it('retries within 10 s first, then slower, and gives up after the 6th attempt', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect([2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 1_800_000]);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(6);
    expect(retryDelayMs(6)).toBeNull();
  });
});
