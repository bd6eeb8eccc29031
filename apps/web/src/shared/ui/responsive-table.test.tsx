import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Button from 'antd/es/button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';
import { PHONE_MEDIA_QUERY } from './screen';

interface Row {
  id: number;
  name: string;
  dates: string;
  amount: number;
  deposit: number;
  status: string;
  booths: string[];
}

const ROWS: Row[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `场地${index + 1}`,
  dates: '2026-12-01、2026-12-02',
  amount: 444_000 + index,
  deposit: 5_000,
  status: index === 0 ? '待审核' : '已通过',
  booths: index === 0 ? ['摊位甲'] : [],
}));

function columns(onApprove: (row: Row) => void): ResponsiveColumn<Row>[] {
  return [
    { title: '子订单号', dataIndex: 'id', card: 'hidden' },
    { title: '场地', dataIndex: 'name', card: 'title' },
    { title: '日期', dataIndex: 'dates', render: (text: string) => <span style={{ fontSize: 12 }}>{text}</span> },
    { title: '金额', dataIndex: 'amount', card: 'amount', render: (fen: number) => `¥${(fen / 100).toFixed(2)}` },
    { title: '押金', dataIndex: 'deposit', card: 'amount', render: (fen: number) => `¥${(fen / 100).toFixed(2)}` },
    { title: '状态', dataIndex: 'status', card: 'status' },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Button type="primary" onClick={() => onApprove(row)}>
          通过
        </Button>
      ),
    },
  ];
}

/** The cards (the pager's items are list items too). */
const cardsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('li[data-row-key]')];

/** The screen answers PHONE_MEDIA_QUERY as a 390 px phone (or not). */
function screenIsPhone(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original.call(window, query),
    matches: query === PHONE_MEDIA_QUERY ? phone : original.call(window, query).matches,
    addEventListener() {},
    removeEventListener() {},
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('ResponsiveTable', () => {
  let restore = () => {};
  afterEach(() => {
    cleanup();
    restore();
  });

  it('is a table from 768 px up, with every column', () => {
    restore = screenIsPhone(false);
    render(<ResponsiveTable<Row> rowKey="id" data-testid="items" dataSource={ROWS.slice(0, 2)} columns={columns(() => {})} pagination={false} />);
    const table = screen.getByTestId('items');
    expect(table.querySelector('table')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['子订单号', '场地', '日期', '金额', '押金', '状态', '操作']);
    expect(within(table).queryByRole('listitem')).toBeNull();
  });

  it('is a list of cards below 768 px: title, status, the money and the action of each row, no table', () => {
    restore = screenIsPhone(true);
    const onApprove = vi.fn();
    render(<ResponsiveTable<Row> rowKey="id" data-testid="items" dataSource={ROWS.slice(0, 2)} columns={columns(onApprove)} pagination={false} />);
    const list = screen.getByTestId('items');
    expect(list.querySelector('table')).toBeNull();
    const cards = cardsOf(list);
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('场地1')).toBeTruthy();
    expect(first.getByText('待审核')).toBeTruthy();
    // The money with its labels, in the card's money band.
    expect(first.getByText('金额').nextElementSibling?.textContent).toBe('¥4440.00');
    expect(first.getByText('押金').nextElementSibling?.textContent).toBe('¥50.00');
    // An ordinary column is a label and its value; a hidden one is not on the card.
    expect(first.getByText('日期').nextElementSibling?.textContent).toBe('2026-12-01、2026-12-02');
    expect(first.queryByText('子订单号')).toBeNull();
    fireEvent.click(first.getByRole('button', { name: /^通\s?过$/ }));
    expect(onApprove).toHaveBeenCalledWith(ROWS[0]);
    expect(cards[0]!.getAttribute('data-row-key')).toBe('1');
  });

  it('pages the cards, selects them and opens a row’s expansion with a 展开 button', () => {
    restore = screenIsPhone(true);
    const onSelect = vi.fn();
    const onPage = vi.fn();
    render(
      <ResponsiveTable<Row>
        rowKey="id"
        data-testid="items"
        dataSource={ROWS}
        columns={columns(() => {})}
        pagination={{ pageSize: 10, onChange: onPage }}
        rowSelection={{ onChange: onSelect }}
        expandable={{ expandedRowRender: (row) => <p>{row.booths.join('、')}</p>, rowExpandable: (row) => row.booths.length > 0 }}
      />,
    );
    const list = screen.getByTestId('items');
    expect(cardsOf(list)).toHaveLength(10);
    // Only the first row has something to expand.
    const toggles = within(list).getAllByRole('button', { name: '展开' });
    expect(toggles).toHaveLength(1);
    fireEvent.click(toggles[0]!);
    expect(within(list).getByText('摊位甲')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(cardsOf(list)[1]!).getByRole('checkbox', { name: '选择' }));
    expect(onSelect).toHaveBeenLastCalledWith([2], [ROWS[1]], expect.anything());
    fireEvent.click(within(list).getByRole('checkbox', { name: '全选' }));
    expect(onSelect.mock.lastCall?.[0]).toHaveLength(12);

    fireEvent.click(list.querySelector('.ant-pagination-next')!);
    expect(onPage).toHaveBeenCalledWith(2, 10);
    expect(cardsOf(list).map((card) => card.getAttribute('data-row-key'))).toEqual(['11', '12']);
  });

  it('shows the page’s empty text when there are no rows', () => {
    restore = screenIsPhone(true);
    render(<ResponsiveTable<Row> rowKey="id" dataSource={[]} columns={columns(() => {})} locale={{ emptyText: '暂无收支记录' }} />);
    expect(screen.getByText('暂无收支记录')).toBeTruthy();
  });
});
