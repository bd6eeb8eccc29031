import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import type { ColumnType, TableProps } from 'antd/es/table';
import { isValidElement, useState, type Key, type ReactNode } from 'react';
import styles from './responsive-table.module.css';
import { useIsPhone } from './screen';

/**
 * Where a column goes on a phone's card (decision 0047):
 * - `title`: the card's heading (the first visible column when none is marked);
 * - `status`: beside the heading, on the right;
 * - `amount`: money, in a band of its own in larger type, never hidden;
 * - `actions`: the buttons, in a row at the card's foot (a column titled 操作 is one by default);
 * - `hidden`: not on the card (something the card already shows another way);
 * - none: a "label value" line.
 */
export type CardRole = 'title' | 'status' | 'amount' | 'actions' | 'hidden';

export type ResponsiveColumn<T> = ColumnType<T> & {
  card?: CardRole;
  /** The label on the card when the column's title is not plain text (or should read otherwise). */
  cardLabel?: ReactNode;
};

export type ResponsiveTableProps<T> = Omit<TableProps<T>, 'columns'> & {
  columns: ResponsiveColumn<T>[];
  /** Draws the whole card instead of the columns' cells (the card's frame, selection and expansion stay). */
  renderCard?: (record: T, index: number) => ReactNode;
  'data-testid'?: string;
};

type DataPath = string | number | readonly (string | number)[];

function valueAt(record: unknown, path: DataPath | undefined): unknown {
  if (path === undefined || path === null) return undefined;
  const parts = Array.isArray(path) ? path : [path as string | number];
  let current: unknown = record;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** What a column's cell shows for a record: its render, or the value at its dataIndex. */
export function cellOf<T>(column: ColumnType<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex as DataPath | undefined);
  if (!column.render) return value === null || value === undefined ? '' : (value as ReactNode);
  const rendered = column.render(value, record, index) as unknown;
  // antd still accepts `{ children, props }` from a render; a card takes the children.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

function roleOf<T>(column: ResponsiveColumn<T>): CardRole | undefined {
  if (column.card) return column.card;
  if ((column.title === '操作' && column.dataIndex === undefined) || column.key === 'actions') return 'actions';
  return undefined;
}

function labelOf<T>(column: ResponsiveColumn<T>): ReactNode {
  if (column.cardLabel !== undefined) return column.cardLabel;
  return typeof column.title === 'function' ? null : (column.title as ReactNode);
}

function keyOf<T>(record: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  const value = valueAt(record, (rowKey ?? 'key') as string);
  return (value as Key | undefined) ?? index;
}

const isEmptyCell = (node: ReactNode) => node === '' || node === null || node === undefined || node === false;

/**
 * A table from 768 px up, a list of cards below (decision 0047): the same columns draw both, so a page
 * says once what a row shows. On a phone each row is a card: its title and status on top, its fields as
 * label and value, its money in a band and its actions at the foot, all inside the screen — nothing in a
 * sideways scroller. Selection (a checkbox), expansion (展开) and the pager work on the cards too.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const isPhone = useIsPhone();
  if (!isPhone) {
    const { renderCard: _renderCard, columns, ...tableProps } = props;
    const tableColumns = columns.map(({ card: _card, cardLabel: _label, ...column }) => column);
    return <Table<T> {...tableProps} columns={tableColumns} />;
  }
  return <CardList {...props} />;
}

function CardList<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading,
  locale,
  pagination,
  rowSelection,
  expandable,
  renderCard,
  rowClassName,
  'data-testid': testId,
}: ResponsiveTableProps<T>) {
  const rows = [...(dataSource ?? [])];
  const [ownPage, setOwnPage] = useState(1);
  const [ownSelection, setOwnSelection] = useState<Key[]>(rowSelection?.defaultSelectedRowKeys ?? []);
  const [expanded, setExpanded] = useState<Key[]>([]);

  // The pager: the page's own (server paging: total given) or ours over the rows (antd's default of 10).
  const paging = pagination === false ? null : (pagination ?? {});
  const serverPaged = paging !== null && paging.total !== undefined;
  const pageSize = paging?.pageSize ?? paging?.defaultPageSize ?? 10;
  const current = paging?.current ?? ownPage;
  const shown = paging === null || serverPaged ? rows : rows.slice((current - 1) * pageSize, current * pageSize);
  const total = serverPaged ? paging.total! : rows.length;

  const selected = rowSelection?.selectedRowKeys ?? ownSelection;
  const select = (keys: Key[]) => {
    if (!rowSelection) return;
    if (!rowSelection.selectedRowKeys) setOwnSelection(keys);
    const chosen = rows.filter((record, index) => keys.includes(keyOf(record, index, rowKey)));
    rowSelection.onChange?.(keys, chosen, { type: 'multiple' });
  };
  const selectable = (record: T) => !rowSelection?.getCheckboxProps?.(record)?.disabled;
  const selectableKeys = rows.flatMap((record, index) => (selectable(record) ? [keyOf(record, index, rowKey)] : []));

  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const visible = columns.filter((column) => roleOf(column) !== 'hidden' && !column.hidden);
  const marked = (role: CardRole) => visible.filter((column) => roleOf(column) === role);
  const titled = marked('title').length > 0 ? marked('title') : visible.filter((column) => roleOf(column) === undefined).slice(0, 1);
  const fields = visible.filter((column) => roleOf(column) === undefined && !titled.includes(column));

  const card = (record: T, index: number) => {
    const key = keyOf(record, index, rowKey);
    const isOpen = expanded.includes(key);
    const canExpand = Boolean(expandable?.expandedRowRender) && (expandable?.rowExpandable?.(record) ?? true);
    const extraClass = typeof rowClassName === 'function' ? rowClassName(record, index, 0) : (rowClassName ?? '');
    const cells = (list: ResponsiveColumn<T>[]) =>
      list.map((column, at) => ({ column, node: cellOf(column, record, index), id: String(column.key ?? column.dataIndex ?? at) }));
    return (
      <li key={key} className={`${styles.card} ${extraClass}`} data-row-key={String(key)}>
        {renderCard ? (
          <div className={styles.custom}>{renderCard(record, index)}</div>
        ) : (
          <>
            <div className={styles.head}>
              {rowSelection && (
                <Checkbox
                  className={styles.check}
                  aria-label={(rowSelection.getCheckboxProps?.(record) as { 'aria-label'?: string } | undefined)?.['aria-label'] ?? '选择'}
                  checked={selected.includes(key)}
                  disabled={!selectable(record)}
                  onChange={(event) => select(event.target.checked ? [...selected, key] : selected.filter((one) => one !== key))}
                />
              )}
              <div className={styles.title}>
                {cells(titled).map(({ id, node }) => (
                  <div key={id}>{node}</div>
                ))}
              </div>
              {marked('status').length > 0 && (
                <div className={styles.status}>
                  {cells(marked('status')).map(({ id, node }) => (
                    <div key={id}>{node}</div>
                  ))}
                </div>
              )}
            </div>
            {fields.length > 0 && (
              <dl className={styles.fields}>
                {cells(fields)
                  .filter(({ node }) => !isEmptyCell(node))
                  .map(({ column, id, node }) => (
                    <div key={id} className={styles.field}>
                      <dt>{labelOf(column)}</dt>
                      <dd>{node}</dd>
                    </div>
                  ))}
              </dl>
            )}
            {marked('amount').length > 0 && (
              <dl className={styles.money} data-keep-clear="">
                {cells(marked('amount')).map(({ column, id, node }) => (
                  <div key={id} className={styles.amount}>
                    <dt>{labelOf(column)}</dt>
                    <dd>{node}</dd>
                  </div>
                ))}
              </dl>
            )}
            {cells(marked('actions')).some(({ node }) => !isEmptyCell(node)) && (
              <div className={styles.actions} data-keep-clear="">
                {cells(marked('actions'))
                  .filter(({ node }) => !isEmptyCell(node))
                  .map(({ id, node }) => (
                    <div key={id} className={styles.actionCell}>
                      {node}
                    </div>
                  ))}
              </div>
            )}
          </>
        )}
        {canExpand && (
          <>
            <button
              type="button"
              className={styles.expand}
              aria-expanded={isOpen}
              onClick={() => setExpanded(isOpen ? expanded.filter((one) => one !== key) : [...expanded, key])}
            >
              {isOpen ? '收起' : '展开'}
            </button>
            {isOpen && <div className={styles.expanded}>{expandable!.expandedRowRender!(record, index, 0, true)}</div>}
          </>
        )}
      </li>
    );
  };

  return (
    <div className={styles.cards} data-testid={testId}>
      <Spin spinning={spinning}>
        {rowSelection && selectableKeys.length > 0 && (
          <Checkbox
            className={styles.all}
            checked={selectableKeys.every((key) => selected.includes(key))}
            indeterminate={selected.length > 0 && !selectableKeys.every((key) => selected.includes(key))}
            onChange={(event) => select(event.target.checked ? selectableKeys : [])}
          >
            全选
          </Checkbox>
        )}
        {shown.length === 0 ? (
          <div className={styles.empty}>
            {spinning ? null : ((locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />)}
          </div>
        ) : (
          <ul className={styles.list}>{shown.map((record, at) => card(record, paging === null || serverPaged ? at : (current - 1) * pageSize + at))}</ul>
        )}
      </Spin>
      {paging !== null && !(paging.hideOnSinglePage !== false && total <= pageSize) && (
        <Pagination
          className={styles.pager}
          simple
          current={current}
          pageSize={pageSize}
          total={total}
          onChange={(page, size) => {
            if (!serverPaged || paging.current === undefined) setOwnPage(page);
            paging.onChange?.(page, size);
          }}
        />
      )}
    </div>
  );
}
