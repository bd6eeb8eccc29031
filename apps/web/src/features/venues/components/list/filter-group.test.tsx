import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/test-app';
import { FilterGroup } from './filter-group';

const options = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `选项${index + 1}` }));

describe('FilterGroup: the more button', () => {
  it('a row of 10 options folds behind 更多 and unfolds on click', async () => {
    renderWithApp(<FilterGroup label="区域" options={options(10)} selected={[]} onToggle={vi.fn()} onClear={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '选项10' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '更多' }));
    expect(screen.getByRole('button', { name: '选项10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
  });

  it('a row of 9 shows them all without 更多; a chosen option stays visible when folded', () => {
    renderWithApp(
      <>
        <FilterGroup label="类型" options={options(9)} selected={[]} onToggle={vi.fn()} onClear={vi.fn()} />
        <FilterGroup label="商圈" options={options(12)} selected={[12]} onToggle={vi.fn()} onClear={vi.fn()} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: '更多' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '选项12' })).toHaveLength(1);
  });
});
