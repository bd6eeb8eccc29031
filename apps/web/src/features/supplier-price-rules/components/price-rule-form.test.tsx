import type { ManagedResource } from '@vm/contracts/supplier-resources';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { renderWithApp } from '@/shared/test/test-app';
import { PriceRuleForm } from './price-rule-form';

// Antd forms in happy-dom are slow on a shared two-core machine; the assertions do not depend on time.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const resources = [
  {
    id: 501,
    name: '一楼中庭',
    community_name: '静安广场',
    booths: [{ id: 71, size: '3x3', custom_dimension: '' }],
  },
] as unknown as ManagedResource[];

const dialog = () => within(screen.getByRole('dialog'));
const fieldError = (text: string) => dialog().findByText(text, { selector: '.ant-form-item-explain-error' });

async function fillValidRule() {
  fireEvent.change(dialog().getByPlaceholderText('如：国庆黄金周'), { target: { value: '元旦特惠' } });
  fireEvent.mouseDown(dialog().getByRole('combobox', { name: '适用摊位' }));
  const items = await screen.findAllByText('一楼中庭 · 3x3', { selector: '.ant-select-item-option-content' });
  fireEvent.click(items[items.length - 1]!);
  const start = dayjs().add(10, 'day');
  const end = start.add(6, 'day');
  const [from, to] = dialog()
    .getAllByRole('textbox')
    .filter((box) => box.getAttribute('date-range') !== null);
  fireEvent.mouseDown(from!);
  fireEvent.change(from!, { target: { value: start.format('YYYY-MM-DD') } });
  fireEvent.keyDown(from!, { key: 'Enter' });
  fireEvent.change(to!, { target: { value: end.format('YYYY-MM-DD') } });
  fireEvent.keyDown(to!, { key: 'Enter' });
  fireEvent.change(dialog().getByRole('spinbutton', { name: '价格' }), { target: { value: '1288.8' } });
  fireEvent.blur(dialog().getByRole('spinbutton', { name: '价格' }));
  return { start: start.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') };
}

describe('PriceRuleForm', () => {
  it('names what is missing and sends nothing', async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderWithApp(<PriceRuleForm open resources={resources} onClose={() => undefined} onSubmit={onSubmit} />);
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    for (const message of ['请输入规则名称', '请选择摊位', '请选择日期范围', '请输入价格']) expect(await fieldError(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the price in fen with the chosen booth, dates and weekdays', async () => {
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderWithApp(<PriceRuleForm open resources={resources} onClose={() => undefined} onSubmit={onSubmit} />);
    const { start, end } = await fillValidRule();
    fireEvent.click(dialog().getByRole('checkbox', { name: '周一' }));
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '元旦特惠',
      selling_resource_ids: [71],
      lease_term_type_id: 9,
      start,
      end,
      weekdays: [2, 3, 4, 5, 6, 7],
      price: 128_880,
      raise_percent: null,
    });
  });

  it("shows the server's overlap refusal in the dialog", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, '与价格规则「国庆」在 2026-10-01 的 天 价格重叠（摊位 一楼中庭 3x3）');
    });
    renderWithApp(<PriceRuleForm open resources={resources} onClose={() => undefined} onSubmit={onSubmit} />);
    await fillValidRule();
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    const conflict = await dialog().findByTestId('rule-conflict');
    expect(conflict.textContent).toContain('与价格规则「国庆」在 2026-10-01 的 天 价格重叠');
  });
});
