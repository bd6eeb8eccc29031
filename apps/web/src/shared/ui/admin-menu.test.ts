import { describe, expect, it } from 'vitest';
import { adminMenuFor } from './admin-menu';

const titles = (roles: Parameters<typeof adminMenuFor>[0]) => adminMenuFor(roles).map((group) => group.title);
const labels = (roles: Parameters<typeof adminMenuFor>[0]) => adminMenuFor(roles).flatMap((group) => group.items.map((item) => item.label));

describe('adminMenuFor: each role its own entries', () => {
  it('a buyer sees the member centre with 已购资源, and no back office', () => {
    expect(labels(['business'])).toContain('已购资源');
    expect(titles(['business'])).not.toContain('供应商中心');
  });

  it('an agent works the supplier back office under its own heading', () => {
    expect(titles(['business', 'agent'])).toEqual(expect.arrayContaining(['代理商中心', '场地管理']));
    expect(labels(['business', 'agent'])).toEqual(expect.arrayContaining(['社区管理', '价格规则', '订单审核']));
    expect(titles(['business', 'property'])).toContain('供应商中心');
  });

  it('a facilitator gets its service profile', () => {
    expect(titles(['business', 'facilitator'])).toContain('服务商中心');
    expect(labels(['business', 'facilitator'])).toContain('服务商资料');
    expect(titles(['business', 'facilitator'])).not.toContain('场地管理');
  });
});
