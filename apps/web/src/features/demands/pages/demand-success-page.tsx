import { formatYuan } from '@vm/domain/money';
import { DEMAND_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link, useParams } from 'react-router';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useDemand } from '../api/demand-queries';
import { demandDates } from '../components/demand-text';
import styles from './demand-pages.module.css';
import { paths } from '@/shared/paths';

/** /demand/success/{id}: the submitted demand, with 需求提交成功，客服人员将在24小时内与您联系，请耐心等待. */
export function DemandSuccessPage() {
  usePageTitle('需求提交成功');
  const id = Number(useParams().id);
  const demand = useDemand(id);
  const data = demand.data;
  return (
    <PageFrame crumbs={[{ label: '需求大厅', to: paths.demandHall() }, { label: '提交成功' }]} testId="demand-success-page">
      <Panel>
        <Result
          status="success"
          title="提交成功"
          subTitle={DEMAND_MESSAGES.success}
          extra={[
            <Link key="mine" to={paths.myDemands()}>
              <Button type="primary">查看我的需求</Button>
            </Link>,
            <Link key="hall" to={paths.demandHall()}>
              <Button>去需求大厅</Button>
            </Link>,
            <Link key="home" to={paths.home()}>
              <Button>返回首页</Button>
            </Link>,
          ]}
        />
        {data && (
          <dl className={styles.summary} data-testid="demand-summary">
            <dt>需求编号</dt>
            <dd>{data.id}</dd>
            <dt>产品名称</dt>
            <dd>{data.product || '—'}</dd>
            <dt>联系人</dt>
            <dd>
              {data.name} {data.mobile}
            </dd>
            {data.single_field_budget_fen !== null && (
              <>
                <dt>单场预算</dt>
                <dd>{formatYuan(data.single_field_budget_fen)}/天</dd>
              </>
            )}
            {data.start && (
              <>
                <dt>活动时间</dt>
                <dd>{demandDates(data)}</dd>
              </>
            )}
            <dt>需求城市</dt>
            <dd>{data.cities.map((city) => city.name).join('、') || '—'}</dd>
          </dl>
        )}
      </Panel>
    </PageFrame>
  );
}
