import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { ORDER_STATUS_NAMES, isOrderStatus, type OrderStatus } from '@vm/domain/order-status';
import { isValidDate } from '@vm/domain/business-date';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { pageFromParam } from '@/shared/catalogue/paged';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { SUPPLIER_PAGE_SIZE, useReviewItem, useSupplierItems, type SupplierItemFilters } from '../api/use-supplier-items';
import { DenyDialog } from '../components/deny-dialog';
import { SupplierItemsTable } from '../components/supplier-items-table';

/** 待审核 first: what the supplier has to act on. */
const TAB_STATUSES: readonly OrderStatus[] = ['paid', 'approved', 'executing', 'finished', 'rejected', 'cancelled', 'submitted'];

const dateParam = (value: string | null) => (value && isValidDate(value) ? value : undefined);
const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The list's filters as they stand in the URL (status, keyword, booth, booked dates). */
function filtersOf(params: URLSearchParams): SupplierItemFilters {
  const raw = params.get('status');
  return {
    status: isOrderStatus(raw) ? raw : undefined,
    keyword: params.get('keyword')?.trim().slice(0, 60) || undefined,
    selling_resource_id: idParam(params.get('selling_resource_id')),
    date_from: dateParam(params.get('date_from')),
    date_to: dateParam(params.get('date_to')),
  };
}

/** `itemExtra` (composed by app/): more about a sub-order in its own column (its lease contract). */
type ItemExtra = { title: string; width?: number; render: (item: SupplierOrderItem) => ReactNode };

function Items({ itemExtra }: { itemExtra?: ItemExtra }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { status } = filters;
  const page = pageFromParam(params.get('page'));
  const items = useSupplierItems(filters, page);
  const review = useReviewItem();
  const [denying, setDenying] = useState<SupplierOrderItem | null>(null);
  const busyId = review.isPending ? (review.variables?.id ?? null) : null;

  /** A new search: changed filters, back to page 1 unless a page is given. */
  const go = (next: Partial<SupplierItemFilters> & { page?: number }) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const key of ['status', 'keyword', 'selling_resource_id', 'date_from', 'date_to'] as const) {
      const value = merged[key];
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
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
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 }} data-testid="order-item-filters">
        <Input.Search
          key={filters.keyword ?? ''}
          defaultValue={filters.keyword}
          allowClear
          maxLength={60}
          placeholder="订单号 / 场地名称 / 买家姓名或手机号"
          aria-label="搜索订单"
          style={{ width: 300 }}
          onSearch={(value) => go({ keyword: value.trim() || undefined })}
        />
        <DatePicker.RangePicker
          aria-label="预订日期"
          placeholder={['预订开始日期', '预订结束日期']}
          value={filters.date_from && filters.date_to ? [dayjs(filters.date_from), dayjs(filters.date_to)] : null}
          onChange={(range) => go({ date_from: range?.[0]?.format('YYYY-MM-DD') ?? undefined, date_to: range?.[1]?.format('YYYY-MM-DD') ?? undefined })}
        />
        {filters.selling_resource_id && (
          <Tag closable onClose={() => go({ selling_resource_id: undefined })}>
            仅看摊位 #{filters.selling_resource_id}
          </Tag>
        )}
        {items.data && <span style={{ color: 'var(--ink-3)', fontSize: 13 }}>共 {items.data.total} 个子订单</span>}
      </div>
      <PagedList
        query={items}
        page={page}
        pageSize={SUPPLIER_PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        empty="暂无订单"
        pagerOptions={{ style: { textAlign: 'right', marginTop: 12 } }}
      >
        {(rows) => <SupplierItemsTable items={rows} extra={itemExtra} busyId={busyId} onApprove={(item) => void approve(item)} onDeny={setDenying} />}
      </PagedList>
      <DenyDialog
        open={denying !== null}
        orderNum={denying?.order_num ?? ''}
        busy={review.isPending}
        onCancel={() => setDenying(null)}
        onDeny={(reason) => void deny(reason)}
      />
    </>
  );
}

/**
 * /admin/supplier/order-items?status=&keyword=&selling_resource_id=&date_from=&date_to=: the supplier's
 * sub-orders to review (the supplier, or a child account with the orders permission).
 */
export function SupplierOrderItemsPage({ itemExtra }: { itemExtra?: ItemExtra } = {}) {
  usePageTitle('订单审核');
  return (
    <AdminFrame title="订单审核" testId="supplier-items-page">
      <SupplierGate what="查看订单审核" permission="orders">
        <Items itemExtra={itemExtra} />
      </SupplierGate>
    </AdminFrame>
  );
}
