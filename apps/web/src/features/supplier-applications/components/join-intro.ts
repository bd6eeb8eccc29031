import type { ApplicationType } from './application-form';

/** What each kind of partner gets, shown above the application on the home info page. */
export const JOIN_INTRO: Record<ApplicationType, { heading: string; summary: string; points: { title: string; text: string }[] }> = {
  1: {
    heading: '场地供应商入驻',
    summary: '商场、园区、社区、写字楼等场地的业主或运营方，在平台发布场地，直接对接全国的品牌广告主。',
    points: [
      { title: '免费发布场地', text: '社区、场地、摊位与价格自主维护，修改后买家立即可见。' },
      { title: '在线收款与审核', text: '买家在线下单支付，您在24小时内审核，款项由平台担保。' },
      { title: '询价与报价', text: '特殊场地可设为询价，按买家日期单独报价，72小时内有效。' },
      { title: '子账号协作', text: '添加员工子账号，分别负责订单审核与场地维护，操作留痕。' },
    ],
  },
  2: {
    heading: '代理商入驻',
    summary: '代理多个场地资源的渠道伙伴，在平台集中展示与销售所代理的场地，获取更多品牌需求。',
    points: [
      { title: '承接需求', text: '在需求大厅查看广告主的推广需求并直接接单。' },
      { title: '集中管理', text: '统一维护代理场地的档期与价格，减少沟通成本。' },
      { title: '平台背书', text: '通过审核的代理商展示认证标识，提升买家信任。' },
    ],
  },
  3: {
    heading: '服务商入驻',
    summary: '提供活动策划、搭建、物料、人员执行等服务的团队，在服务商列表展示案例，承接线下推广项目。',
    points: [
      { title: '展示服务与案例', text: '在服务商列表展示服务范围与过往案例。' },
      { title: '承接需求', text: '在需求大厅承接广告主的执行需求。' },
      { title: '长期合作', text: '与平台场地资源打包，为品牌提供一站式服务。' },
    ],
  },
};

export const JOIN_STEPS = ['提交入驻申请', '平台审核（1个工作日内）', '审核通过，开通后台'];
