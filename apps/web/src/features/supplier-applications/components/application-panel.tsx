import type { SupplierApplication } from '@vm/contracts/supplier-applications';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { ROLE_BY_APPLICATION_TYPE, SUPPLIER_APPLICATION_TYPE_NAMES } from '@vm/domain/supplier-application';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useCurrentUser } from '@/shared/auth/session';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useMyApplication } from '../api/application-queries';
import { ApplicationForm, type ApplicationType } from './application-form';
import { queryKeys } from '@/shared/api/query-keys';

const STATUS_COLORS = { pending: 'processing', approved: 'success', refused: 'error' } as const;

function ApplicationFacts({ application }: { application: SupplierApplication }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}
      items={[
        { key: 'type', label: '申请类型', children: application.type_name },
        { key: 'name', label: '公司名称', children: application.connect_name || '—' },
        { key: 'mobile', label: '联系电话', children: application.mobile || '—' },
        { key: 'status', label: '审核状态', children: <Tag color={STATUS_COLORS[application.status]}>{application.status_name}</Tag> },
        { key: 'created', label: '提交时间', children: formatShanghaiTime(application.created_at) },
        ...(application.reviewed_at ? [{ key: 'reviewed', label: '审核时间', children: formatShanghaiTime(application.reviewed_at) }] : []),
      ]}
    />
  );
}

export interface ApplicationPanelProps {
  /** The type offered (a home-info tab, or the type chosen when registering). */
  type: ApplicationType;
  fixedType?: boolean;
  /** Extra buttons under a submitted application (e.g. 继续浏览 after registering). */
  extra?: ReactNode;
}

/**
 * Where a person becomes a supplier, agent or facilitator: the application form, or the state of the
 * application already made (待审核 with its details; 已拒绝 with the operator's reason and the form again;
 * 已通过 with the way into the back office). Visitors are asked to log in first.
 */
export function ApplicationPanel({ type, fixedType = false, extra }: ApplicationPanelProps) {
  const { isLoggedIn, user } = useCurrentUser();
  const mine = useMyApplication();
  const queryClient = useQueryClient();
  const location = useLocation();
  const approvedRole = mine.data?.status === 'approved' ? ROLE_BY_APPLICATION_TYPE[mine.data.type] : undefined;
  const roleMissing = approvedRole !== undefined && user !== undefined && !user.roles.includes(approvedRole);

  // An approval since the account was loaded: read the roles again so the menus show the new pages.
  useEffect(() => {
    if (roleMissing) void queryClient.invalidateQueries({ queryKey: queryKeys.users.current });
  }, [roleMissing, queryClient]);

  if (!isLoggedIn) {
    return (
      <Result
        status="info"
        title={`申请成为${SUPPLIER_APPLICATION_TYPE_NAMES[type]}`}
        subTitle="登录后填写公司名称和联系电话即可提交入驻申请，平台审核通过后开通后台。"
        extra={
          <Link to={authUrl(`${location.pathname}${location.search}`)}>
            <Button type="primary">登录后申请</Button>
          </Link>
        }
      />
    );
  }
  if (mine.isPending || !user) return <RowsSkeleton rows={1} />;
  if (mine.isError) return <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;

  const application = mine.data;
  const role = ROLE_BY_APPLICATION_TYPE[type];
  if (role && user.roles.includes(role) && application?.status !== 'pending') {
    return (
      <Result
        status="success"
        title={`您已是平台${SUPPLIER_APPLICATION_TYPE_NAMES[type]}`}
        subTitle={role === 'property' ? '可在供应商中心管理场地、订单和询价。' : '平台相关服务已为您开通。'}
        extra={
          <>
            {role === 'property' && (
              <Link to="/admin/supplier/index">
                <Button type="primary">进入供应商中心</Button>
              </Link>
            )}
            {extra}
          </>
        }
      />
    );
  }

  if (application?.status === 'pending' && !application.incomplete) {
    return (
      <div data-testid="application-pending">
        <Result
          status="info"
          title={<span style={{ fontSize: 20 }}>申请已提交，等待平台审核</span>}
          subTitle="平台将在1个工作日内完成审核，审核结果会通过站内信通知您。"
          extra={extra}
        />
        <ApplicationFacts application={application} />
      </div>
    );
  }

  const incomplete = application?.status === 'pending' && application.incomplete;
  return (
    <div data-testid="application-apply">
      {application?.status === 'refused' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`您的${application.type_name}申请未通过审核`}
          description={`原因：${application.reason ?? '未说明'}。您可以修改信息后重新提交。`}
        />
      )}
      {incomplete && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`您注册的身份为${application.type_name}，需平台审核后开通`}
          description="请补充公司名称和联系电话后提交审核。"
        />
      )}
      <ApplicationForm
        key={incomplete ? `complete-${application.id}` : `new-${type}`}
        type={incomplete ? (application.type as ApplicationType) : type}
        fixedType={incomplete || fixedType}
        mobile={application?.mobile || user.mobile}
        connectName={application?.connect_name ?? ''}
      />
    </div>
  );
}
