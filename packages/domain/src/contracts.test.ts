import { describe, expect, it } from 'vitest';
import {
  contractStatusAfter,
  contractTemplateProblems,
  CONTRACT_PLACEHOLDERS,
  DEFAULT_CONTRACT_TEMPLATE,
  fillContractTemplate,
  leaseTermInWords,
  signRefusal,
  unknownPlaceholders,
  type ContractFacts,
} from './contracts';

const facts = Object.fromEntries(Object.keys(CONTRACT_PLACEHOLDERS).map((name) => [name, `〔${name}〕`])) as unknown as Omit<ContractFacts, '平台条款'>;

describe('lease contract rules', () => {
  it('is signed once both parties signed; a void contract stays void', () => {
    expect(contractStatusAfter('awaiting_signatures', [])).toBe('awaiting_signatures');
    expect(contractStatusAfter('awaiting_signatures', ['buyer'])).toBe('awaiting_signatures');
    expect(contractStatusAfter('awaiting_signatures', ['supplier', 'buyer'])).toBe('signed');
    expect(contractStatusAfter('void', ['supplier', 'buyer'])).toBe('void');
  });

  it('refuses strangers, void contracts and a second signature by the same party', () => {
    expect(signRefusal('awaiting_signatures', null, [])).toBe('not_a_party');
    expect(signRefusal('void', 'buyer', [])).toBe('void');
    expect(signRefusal('awaiting_signatures', 'buyer', ['buyer'])).toBe('already_signed');
    expect(signRefusal('awaiting_signatures', 'supplier', ['buyer'])).toBeNull();
  });

  it('fills every placeholder of the built-in template, the terms and notice included', () => {
    const lines = fillContractTemplate(DEFAULT_CONTRACT_TEMPLATE, facts);
    const text = lines.join('\n');
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('〔子订单号〕');
    expect(text).toContain('平台仅提供信息撮合');
    expect(contractTemplateProblems(DEFAULT_CONTRACT_TEMPLATE)).toEqual({});
  });

  it('names unknown placeholders and requires the sub-order number', () => {
    expect(unknownPlaceholders('{{子订单号}} {{不存在}} {{ 租金 }}')).toEqual(['不存在']);
    expect(contractTemplateProblems({ title: '合同', body: '正文', terms: '' }).body).toBe('合同正文须包含{{子订单号}}');
    expect(contractTemplateProblems({ title: '合同', body: '{{子订单号}}{{甲方}}', terms: '' }).body).toBe('未知的占位符：甲方');
    expect(contractTemplateProblems({ title: ' ', body: '{{子订单号}}', terms: '' }).title).toBe('请填写合同标题');
  });

  it('says the lease term in words, with its count and dates, for every kind of term', () => {
    const span = { firstDate: '2026-10-19', lastDate: '2026-10-19' };
    expect(leaseTermInWords({ leaseTermId: 9, leaseTermName: '天', units: 1, ...span })).toBe('按天租赁，共 1 天（2026-10-19 至 2026-10-19）');
    expect(leaseTermInWords({ leaseTermId: 3, leaseTermName: '周租', units: 2, firstDate: '2026-10-19', lastDate: '2026-11-01' })).toBe(
      '按周租赁，共 2 周（2026-10-19 至 2026-11-01）',
    );
    expect(leaseTermInWords({ leaseTermId: 4, leaseTermName: '月租', units: 1, firstDate: '2026-10-01', lastDate: '2026-10-30' })).toBe(
      '按月租赁，共 1 个月（2026-10-01 至 2026-10-30）',
    );
    expect(leaseTermInWords({ leaseTermId: 15, leaseTermName: '场次', units: 3, ...span })).toBe('按场次租赁，共 3 场（2026-10-19 至 2026-10-19）');
    expect(leaseTermInWords({ leaseTermId: 99, leaseTermName: '其他', units: 2, ...span })).toBe('其他，共 2 期（2026-10-19 至 2026-10-19）');
  });

  it('fills 租赁期限 of a contract issued before it existed from its type and dates', () => {
    const { 租赁期限: _omitted, ...older } = facts;
    const text = fillContractTemplate(DEFAULT_CONTRACT_TEMPLATE, older).join('\n');
    expect(text).toContain('第二条 租赁期限：〔租期类型〕，〔起止日期〕；');
  });
});
