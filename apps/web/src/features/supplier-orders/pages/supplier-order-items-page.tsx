import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { ORDER_STATUS_NAMES, isOrderStatus, type OrderStatus } from '@vm/domain/order-status';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/auth/session';
import { pageFromParam } from '../../../shared/catalogue/paged';
import { AdminFrame } from '../../../shared/ui/admin-frame';
import { confirmDialog, toast } from '../../../shared/ui/feedback';
import { EmptyBlock, LoadError, RowsSkeleton } from '../../../shared/ui/load-state';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { SUPPLIER_PAGE_SIZE, useReviewItem, useSupplierItems } from '../api/use-supplier-items';
import { DenyDialog } from '../components/deny-dialog';
import { SupplierItemsTable } from '../components/supplier-items-table';

/** 待审核 first: what the supplier has to act on. */
const TAB_STATUSES: readonly OrderStatus[] = ['paid', 'approved', 'executing', 'finished', 'rejected', 'cancelled', 'submitted'];

function Items() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const page = pageFromParam(params.get('page'));
  const items = useSupplierItems(status, page);
  const review = useReviewItem();
  const [denying, setDenying] = useState<SupplierOrderItem | null>(null);
  const busyId = review.isPending ? (review.variables?.id ?? null) : null;

  const go = (next: { status?: OrderStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const approve = async (item: SupplierOrderItem) => {
    if (!(await confirmDialog({ title: '确认审核通过？', content: `子订单 ${item.order_num}（${item.field_name}）审核通过后买家将不能取消。` }))) return;
    try {
      await review.mutateAsync({ id: item.id });
      void toast.success('审核通过');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const deny = async (reason: string) => {
    if (!denying) return;
    try {
      await review.mutateAsync({ id: denying.id, reason });
      void toast.success('已拒绝，款项已退回买家');
      setDenying(null);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => go({ status: isOrderStatus(key) ? key : undefined })}
        items={[{ key: 'all', label: '全部' }, ...TAB_STATUSES.map((key) => ({ key, label: ORDER_STATUS_NAMES[key] }))]}
      />
      {items.isPending ? (
        <RowsSkeleton rows={3} />
      ) : items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.data.length === 0 ? (
        <EmptyBlock text="暂无订单" />
      ) : (
        <SupplierItemsTable items={items.data.data} busyId={busyId} onApprove={(item) => void approve(item)} onDeny={setDenying} />
      )}
      {(items.data?.total ?? 0) > SUPPLIER_PAGE_SIZE && (
        <Pagination
          style={{ textAlign: 'right', marginTop: 12 }}
          current={page}
          pageSize={SUPPLIER_PAGE_SIZE}
          total={items.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(next) => go({ status, page: next })}
        />
      )}
      <DenyDialog open={denying !== null} orderNum={denying?.order_num ?? ''} busy={review.isPending} onCancel={() => setDenying(null)} onDeny={(reason) => void deny(reason)} />
    </>
  );
}

/** /admin/supplier/order-items?status=: the supplier's sub-orders to review (role property only). */
export function SupplierOrderItemsPage() {
  usePageTitle('订单审核');
  const { user, isLoading } = useCurrentUser();
  return (
    <AdminFrame title="订单审核" testId="supplier-items-page">
      {isLoading ? (
        <RowsSkeleton rows={2} />
      ) : !user?.roles.includes('property') ? (
        <Result status="403" title="仅供应商可访问" subTitle="请使用供应商账号登录后查看订单审核。" />
      ) : (
        <Items />
      )}
    </AdminFrame>
  );
}
