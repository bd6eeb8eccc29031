import type { CartItem } from '@vm/contracts/cart';
import { formatSize } from '@vm/domain/spec-picker-options';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { ResponsiveTable, type ResponsiveColumn } from '@/shared/ui/responsive-table';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { RequireLogin } from '@/shared/auth/require-login';
import { saveCheckoutSelection } from '@/shared/cart/checkout-selection';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock, RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCartItems, useDeleteCartItem } from '../cart-api';
import { cartSelectionTotals } from '../cart-selection';
import styles from './cart-page.module.css';
import { paths } from '@/shared/paths';

function CartTable() {
  const cart = useCartItems();
  // null until the buyer ticks or unticks: every orderable line starts ticked, so 去结算 works at once.
  const [picked, setPicked] = useState<number[] | null>(null);
  return (
    <QueryState
      query={cart}
      loading={<RowsSkeleton rows={3} />}
      isEmpty={(answer) => answer.data.length === 0}
      empty={
        <EmptyBlock text="购物车还是空的">
          <Link to={paths.venueList()}>
            <Button type="primary">去挑选场地</Button>
          </Link>
        </EmptyBlock>
      }
    >
      {(answer) => <CartLines items={answer.data} picked={picked} setPicked={setPicked} />}
    </QueryState>
  );
}

function CartLines({ items, picked, setPicked }: { items: CartItem[]; picked: number[] | null; setPicked: Dispatch<SetStateAction<number[] | null>> }) {
  const deleteItem = useDeleteCartItem();
  const navigate = useNavigate();
  // Lines that became unorderable (dates passed, sold out, price gone) cannot be ticked.
  const selected = items.filter((item) => item.available && (picked === null || picked.includes(item.id)));
  const totals = cartSelectionTotals(selected);

  const remove = async (item: CartItem) => {
    const ok = await confirmDialog({ title: '删除场地', content: `确定从购物车删除「${item.field_name}」吗？` });
    if (!ok) return;
    try {
      await deleteItem.mutateAsync(item.id);
      void toast.success('删除成功');
      setPicked((current) => current?.filter((id) => id !== item.id) ?? null);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const settle = () => {
    if (selected.length === 0) {
      void toast.warning('请选择要结算的场地');
      return;
    }
    const physicalResourceIds = selected.map((item) => item.physical_resource_id);
    const cartItemIds = selected.map((item) => item.id);
    saveCheckoutSelection({ lines: selected.map((item) => item.resource), cartItemIds, physicalResourceIds });
    void navigate(paths.checkout(physicalResourceIds, cartItemIds));
  };

  const columns: ResponsiveColumn<CartItem>[] = [
    {
      title: '场地',
      key: 'field',
      card: 'title',
      render: (_, item) => (
        <div className={styles.field}>
          <SafeImage className={styles.thumb} src={item.pic_url} alt={item.field_name} />
          <div>
            <Link className={styles.fieldName} to={paths.venue(item.top_physical_id)}>
              {item.field_name}
            </Link>
            <div className={styles.muted}>{item.field_type}</div>
          </div>
        </div>
      ),
    },
    {
      title: '规格',
      key: 'spec',
      width: 150,
      render: (_, item) => (
        <>
          <div>
            {formatSize(item.size)} · {item.lease_term_type_name}
          </div>
          {item.custom_dimension && <div className={styles.muted}>{item.custom_dimension}</div>}
        </>
      ),
    },
    {
      title: '日期',
      key: 'dates',
      width: 200,
      render: (_, item) => (
        <>
          <div>{item.datesStr}</div>
          {!item.available && item.problem && <div className={styles.problem}>{item.problem}</div>}
        </>
      ),
    },
    { title: '数量', dataIndex: 'count', width: 64 },
    {
      title: '金额',
      key: 'amount',
      card: 'amount',
      width: 140,
      render: (_, item) => (
        <>
          <div className={styles.money}>{formatYuan(item.amount - item.subsidy)}</div>
          {item.subsidy > 0 && <div className={styles.muted}>补贴 {formatYuan(item.subsidy)}</div>}
          {item.deposit > 0 && <div className={styles.muted}>押金 {formatYuan(item.deposit)}</div>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, item) => (
        <Button type="link" danger onClick={() => void remove(item)}>
          删除
        </Button>
      ),
    },
  ];

  return (
    <>
      <ResponsiveTable<CartItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected.map((item) => item.id),
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (item) => ({ disabled: !item.available, 'aria-label': `选择${item.field_name}` }),
        }}
      />
      <div className={styles.bar} data-keep-clear="">
        <span>
          已选 <strong>{totals.count}</strong> 项
        </span>
        {totals.deposit > 0 && <span className={styles.muted}>含押金 {formatYuan(totals.deposit)}</span>}
        <span>
          合计：
          <span className={styles.total} data-testid="cart-total">
            {formatYuan(totals.payable)}
          </span>
        </span>
        <Button type="primary" size="large" disabled={selected.length === 0} onClick={settle}>
          去结算
        </Button>
      </div>
    </>
  );
}

/** /cart: the buyer's cart — tick lines, delete, totals, then settle at the checkout. */
export function CartPage() {
  usePageTitle('购物车');
  return (
    <RequireLogin>
      <PageFrame crumbs={[{ label: '购物车' }]} testId="cart-page">
        <Panel title="我的购物车">
          <CartTable />
        </Panel>
      </PageFrame>
    </RequireLogin>
  );
}
