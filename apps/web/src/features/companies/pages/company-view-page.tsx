import type { CompanyPage } from '@vm/contracts/companies';
import { BankOutlined, EnvironmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import Result from 'antd/es/result';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { ApiError } from '@/shared/api/api-error';
import { VenueCard } from '@/shared/catalogue/venue-card';
import { CardGridSkeleton } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { COMPANY_VENUES_PAGE_SIZE, useCompanyPage, useCompanyVenues } from '../api/company-queries';
import styles from './company-view-page.module.css';

/** /company/view/{id} (企业主页): a company, open to visitors, and its venues. */
export function CompanyViewPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const company = useCompanyPage(valid ? id : 0);
  const [page, setPage] = useState(1);
  const venues = useCompanyVenues(valid ? id : 0, page);
  usePageTitle(company.data?.name ?? '企业主页');

  if (!valid || (company.error instanceof ApiError && company.error.status === 404)) {
    return (
      <PageFrame crumbs={[{ label: '企业主页' }]}>
        <Result status="404" title="企业不存在" subTitle="该企业主页不存在或已关闭" extra={<Link to={paths.home()}>返回首页</Link>} />
      </PageFrame>
    );
  }

  const data = company.data;
  return (
    <PageFrame crumbs={[{ label: '企业主页' }, ...(data ? [{ label: data.name }] : [])]} testId="company-view-page">
      <QueryState query={company} loading={<CompanyHero />}>
        {(loaded) => <CompanyHero data={loaded} />}
      </QueryState>
      <Panel title="企业场地">
        <PagedList
          query={venues}
          page={page}
          pageSize={COMPANY_VENUES_PAGE_SIZE}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          loading={<CardGridSkeleton count={4} columns={4} />}
          empty="该企业暂无在售场地"
          pagerOptions={{ className: styles.pager }}
        >
          {(rows) => (
            <div className={styles.grid}>
              {rows.map((venue) => (
                <VenueCard key={venue.top_physical_id} venue={venue} />
              ))}
            </div>
          )}
        </PagedList>
      </Panel>
    </PageFrame>
  );
}

/** The company's name, industry, address and counts; without data, the frame with a blank name while it loads. */
function CompanyHero({ data }: { data?: CompanyPage }) {
  return (
    <section className={styles.hero}>
      <div className={styles.logo} aria-hidden>
        <BankOutlined />
      </div>
      <div className={styles.heroBody}>
        <h1 className={styles.name}>{data?.name ?? '　'}</h1>
        {data && (
          <ul className={styles.facts}>
            <li>{data.industry}</li>
            <li>
              <EnvironmentOutlined /> {data.province}
              {data.city !== data.province.replace(/市$/, '') ? ` ${data.city}` : ''} {data.district} {data.address}
            </li>
            {data.has_licence && (
              <li className={styles.verified}>
                <SafetyCertificateOutlined /> 已上传营业执照
              </li>
            )}
          </ul>
        )}
      </div>
      {data && (
        <dl className={styles.counts}>
          <div>
            <dt>场地</dt>
            <dd>{data.venue_count}</dd>
          </div>
          <div>
            <dt>社区</dt>
            <dd>{data.community_count}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
