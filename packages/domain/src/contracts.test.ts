import { describe, expect, it } from 'vitest';
import {
  contractStatusAfter,
  contractTemplateProblems,
  CONTRACT_PLACEHOLDERS,
  DEFAULT_CONTRACT_TEMPLATE,
  fillContractTemplate,
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
});
