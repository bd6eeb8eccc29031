import { describe, expect, it } from 'vitest';
import { invoiceAmount, invoiceOpensOn, invoiceRefusal, invoiceRefusalMessage, invoiceTitleErrors } from './invoices';

const special = {
  type: 3,
  title: '上海示例科技有限公司',
  tax_code: '91310000MA1FL0XX1X',
  address: '上海市徐汇区虹桥路1号',
  phone: '021-64001234',
  bank: '招商银行上海分行',
  account: '6222 0210 0112 3456',
};

describe('invoice titles', () => {
  it('accepts a personal title, a company title and a special VAT title', () => {
    expect(invoiceTitleErrors({ type: 1, title: '张三' })).toEqual({});
    expect(invoiceTitleErrors({ type: 2, title: '上海示例科技有限公司', tax_code: '91310000MA1FL0XX1X' })).toEqual({});
    expect(invoiceTitleErrors(special)).toEqual({});
  });

  it.each([
    [{ type: 4, title: 'x' }, 'type', '请选择发票类型'],
    [{ type: 1, title: ' ' }, 'title', '请输入发票抬头'],
    [{ type: 2, title: '', tax_code: '91310000MA1FL0XX1X' }, 'title', '请输入单位名称'],
    [{ type: 1, title: '字'.repeat(61) }, 'title', '发票抬头最多60个字'],
    [{ type: 2, title: '公司' }, 'tax_code', '请输入纳税人识别号'],
    [{ type: 2, title: '公司', tax_code: '91310000ma1fl0xx1x' }, 'tax_code', '纳税人识别号应为15、18或20位大写字母或数字'],
    [{ type: 2, title: '公司', tax_code: '1234567890123456' }, 'tax_code', '纳税人识别号应为15、18或20位大写字母或数字'],
    [{ ...special, address: '' }, 'address', '请输入注册地址'],
    [{ ...special, phone: '' }, 'phone', '请输入注册电话'],
    [{ ...special, phone: '12345' }, 'phone', '请输入有效的联系电话'],
    [{ ...special, bank: '' }, 'bank', '请输入开户银行'],
    [{ ...special, account: '' }, 'account', '请输入银行账号'],
    [{ ...special, account: '62220A' }, 'account', '请输入有效的银行账号'],
  ])('refuses %j on %s with %s', (input, field, message) => {
    expect(invoiceTitleErrors(input)[field as 'title']).toBe(message);
  });

  it('takes tax codes of 15, 18 and 20 characters only', () => {
    for (const length of [15, 18, 20]) expect(invoiceTitleErrors({ type: 2, title: '公司', tax_code: 'A'.repeat(length) })).toEqual({});
    for (const length of [14, 16, 17, 19, 21]) expect(invoiceTitleErrors({ type: 2, title: '公司', tax_code: '1'.repeat(length) }).tax_code).toBeTruthy();
  });
});

describe('when an order may ask for an invoice', () => {
  const items = [
    { status: 'executing', firstDate: '2026-11-24' },
    { status: 'approved', firstDate: '2026-11-28' },
    { status: 'rejected', firstDate: '2026-11-20' },
  ];

  it('opens on the day after the earliest first date of a sub-order that runs', () => {
    expect(invoiceOpensOn(items)).toBe('2026-11-25');
    expect(invoiceOpensOn([{ status: 'approved', firstDate: '2026-12-31' }])).toBe('2027-01-01');
    expect(
      invoiceOpensOn([
        { status: 'paid', firstDate: '2026-11-24' },
        { status: 'rejected', firstDate: '2026-11-20' },
      ]),
    ).toBeNull();
  });

  it('refuses before the 2nd day of execution, and without an amount', () => {
    expect(invoiceRefusal({ items, amount: 100, today: '2026-11-24' })).toEqual({ kind: 'too_early', opensOn: '2026-11-25' });
    expect(invoiceRefusal({ items, amount: 100, today: '2026-11-25' })).toBeNull();
    expect(invoiceRefusal({ items, amount: 0, today: '2026-11-26' })).toEqual({ kind: 'no_amount' });
    expect(invoiceRefusal({ items: [{ status: 'cancelled', firstDate: '2026-11-01' }], amount: 100, today: '2026-11-26' })).toEqual({ kind: 'not_running' });
    expect(invoiceRefusalMessage({ kind: 'too_early', opensOn: '2026-11-25' })).toBe('订单执行第2天起方可申请开票，该订单2026-11-25起可申请');
  });

  it('invoices what was paid less refunds and the deposit, never below 0', () => {
    expect(invoiceAmount({ paidAmount: 160_000, refunded: 30_000, deposit: 50_000 })).toBe(80_000);
    expect(invoiceAmount({ paidAmount: 10_000, refunded: 10_000, deposit: 500 })).toBe(0);
    expect(invoiceAmount({ paidAmount: null, refunded: 0, deposit: 0 })).toBe(0);
  });
});
