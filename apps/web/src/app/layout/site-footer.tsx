import { DEMAND_CONTACT_HOURS } from '@vm/domain/home-demand-messages';
import { Link } from 'react-router';
import { BRAND_NAME } from '@/shared/ui/brand-logo';
import { FooterHotLists } from './footer-hot-lists';
import styles from './site-footer.module.css';
import { paths } from '@/shared/paths';

const PROMISES = [
  { title: '海量场地', text: '商场、社区、写字楼、高校全覆盖' },
  { title: '实景实拍', text: '图片与全景真实可查' },
  { title: '担保交易', text: '审核通过后再执行' },
  { title: '专属顾问', text: `提交需求${DEMAND_CONTACT_HOURS}小时内专人联系` },
];

const COLUMNS = [
  {
    title: '新手指南',
    links: [
      { to: paths.help(1), label: '预订流程' },
      { to: paths.help(2), label: '支付方式' },
      { to: paths.help(4), label: '发票说明' },
      { to: paths.help(), label: '帮助中心' },
    ],
  },
  {
    title: '合作加盟',
    links: [
      { to: paths.homeInfo(1), label: '场地入驻' },
      { to: paths.services(), label: '服务商' },
      { to: '/demand/hall', label: '需求大厅' },
    ],
  },
  {
    title: '关于我们',
    links: [
      { to: paths.companyInfo(), label: '公司介绍' },
      { to: paths.companyNews(), label: '新闻动态' },
      { to: paths.recruitment(), label: '加入我们' },
    ],
  },
];

/** Site footer: promises, link columns, contact, and the hot venue/activity lists. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.promises}>
        <ul className={`content-width ${styles.promiseList}`}>
          {PROMISES.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <FooterHotLists />
      <div className={`content-width ${styles.body}`}>
        {COLUMNS.map((column) => (
          <div key={column.title} className={styles.column}>
            <h3>{column.title}</h3>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className={styles.contact}>
          <h3>联系我们</h3>
          <p className={styles.hotline}>400-800-1234</p>
          <p>服务时间：周一至周日 9:00-21:00</p>
          <p>客服邮箱：service@changditong.cn</p>
        </div>
      </div>
      <div className={styles.copyright}>
        © {new Date().getFullYear()} {BRAND_NAME} · 线下推广场地预订平台
      </div>
    </footer>
  );
}
