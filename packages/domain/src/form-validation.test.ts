import { describe, it, expect } from 'vitest';
import { checkoutInfoErrors, contactErrors, demandAcceptErrors, emailError, enquiryErrors, firstError, type CheckoutInfo } from './form-validation';
import { CHECKOUT_MESSAGES, CONTACT_MESSAGES } from './validation-messages';

const complete: CheckoutInfo = {
  agreed_notice: true,
  contact: '张三',
  mobile: '13800000001',
  product: '新款饮料',
  approach_time: '08:00',
  exit_time: '20:00',
  has_build: 1,
  build_height: '2.5',
  leave_words: ['请提前布置', null],
  licence_images: ['a.jpg'],
};

describe('checkoutInfoErrors', () => {
  it('accepts a complete form', () => {
    expect(checkoutInfoErrors(complete)).toEqual({});
    expect(checkoutInfoErrors({ ...complete, has_build: 0, build_height: null })).toEqual({});
    expect(checkoutInfoErrors({ ...complete, agreed_notice: undefined })).toEqual({});
    expect(checkoutInfoErrors({ ...complete, approach_time: '20:00' })).toEqual({});
  });

  it.each([
    ['notice', { agreed_notice: false }, 'agreed_notice', '请您仔细阅读并同意《下单须知》内容'],
    ['contact', { contact: '' }, 'contact', '请先选择联系人'],
    ['mobile', { mobile: null }, 'contact', '请先选择联系人'],
    ['product', { product: '  ' }, 'product', '请填写推广产品'],
    ['product too long', { product: '品'.repeat(31) }, 'product', CHECKOUT_MESSAGES.productTooLong],
    ['approach', { approach_time: null }, 'approach_time', '请选择进场时间'],
    ['exit', { exit_time: '' }, 'exit_time', '请选择退场时间'],
    ['approach after exit', { approach_time: '20:15' }, 'approach_time', '进场时间不能晚于退场时间'],
    ['off-step time', { exit_time: '20:10' }, 'exit_time', CHECKOUT_MESSAGES.timeInvalid],
    ['build flag', { has_build: null }, 'has_build', '请选择是否搭建'],
    ['build height missing', { build_height: '' }, 'build_height', '请输入搭建高度，最多两位小数的正数'],
    ['build height 3 decimals', { build_height: '2.555' }, 'build_height', '请输入搭建高度，最多两位小数的正数'],
    ['build height zero', { build_height: 0 }, 'build_height', '请输入搭建高度，最多两位小数的正数'],
    ['leave-word', { leave_words: ['字'.repeat(31)] }, 'leave_words', CHECKOUT_MESSAGES.leaveWordTooLong],
    ['licence images', { licence_images: ['1', '2', '3', '4', '5', '6'] }, 'licence_images', '最多可上传五张'],
  ] as const)('%s', (_name, change, field, message) => {
    const errors = checkoutInfoErrors({ ...complete, ...change });
    expect(errors).toEqual({ [field]: message });
    expect(firstError(errors)).toBe(message);
  });

  it('reports in the spec order', () => {
    const errors = checkoutInfoErrors({ agreed_notice: false });
    expect(Object.keys(errors)).toEqual(['agreed_notice', 'contact', 'product', 'approach_time', 'exit_time', 'has_build']);
    expect(firstError(errors)).toBe(CHECKOUT_MESSAGES.noticeRequired);
    expect(firstError({})).toBeNull();
  });
});

describe('contactErrors', () => {
  const contact = { name: '李四', mobile: '13900000001', province_id: 1, city_id: 2, district_id: 3, address: '人民路1号' };
  it.each([
    ['valid', contact, {}, {}],
    ['no region needed', { name: '李四', mobile: '13900000001' }, {}, {}],
    ['name', { ...contact, name: '' }, {}, { name: '请输入联系人' }],
    ['name too long', { ...contact, name: '名'.repeat(25) }, {}, { name: CONTACT_MESSAGES.nameTooLong }],
    ['mobile', { ...contact, mobile: '' }, {}, { mobile: '请输入联系人电话' }],
    ['mobile invalid', { ...contact, mobile: '12345' }, {}, { mobile: '请输入有效的手机号' }],
    ['region', { ...contact, district_id: null }, { regionRequired: true }, { region: '请选择省市区！' }],
    ['address', { ...contact, address: '' }, { regionRequired: true }, { address: '请填写详细地址！' }],
    ['address too long', { ...contact, address: '路'.repeat(37) }, {}, { address: CONTACT_MESSAGES.addressTooLong }],
  ])('%s', (_name, input, options, expected) => {
    expect(contactErrors(input, options)).toEqual(expected);
  });
});

describe('small forms', () => {
  it.each([
    [{ name: '王五', mobile: '13800000001' }, {}],
    [
      { name: '', mobile: '' },
      { name: '请输入您的姓名', mobile: '请输入您的手机号' },
    ],
    [
      { name: '名'.repeat(13), mobile: '1380000000' },
      { name: '姓名最多12个字', mobile: '请输入有效的手机号' },
    ],
  ])('enquiry %j', (input, expected) => {
    expect(enquiryErrors(input)).toEqual(expected);
  });

  it.each([
    [{ name: '王五', mobile: '13800000001' }, {}],
    [
      { name: null, mobile: null },
      { name: '请输入姓名', mobile: '请输入手机号' },
    ],
    [{ name: 'a', mobile: '2' }, { mobile: '请输入有效的手机号' }],
  ])('demand acceptance %j', (input, expected) => {
    expect(demandAcceptErrors(input)).toEqual(expected);
  });

  it.each([
    ['', '请输入邮箱'],
    [null, '请输入邮箱'],
    ['bad', '请输入有效的邮箱'],
    [' me@example.com ', null],
  ])('email %j → %s', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});
