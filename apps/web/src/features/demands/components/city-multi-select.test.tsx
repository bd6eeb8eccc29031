import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/test/test-app';
import { CityMultiSelect } from './city-multi-select';

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CityMultiSelect
        cities={[
          { id: 90, name: '上海' },
          { id: 52, name: '北京' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

async function pick(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '需求城市' }));
  const option = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(option[0]!);
}

describe('CityMultiSelect', () => {
  it('全国 clears the other cities; a city removes 全国', async () => {
    // renderWithApp ends the select's animations and React's work with the test (a bare render left
    // them to run after the DOM was torn down: "window is not defined" failed the whole run).
    renderWithApp(<Harness initial={[90, 52]} />);
    await pick('全国');
    expect(screen.getByTestId('value').textContent).toBe('0');
    await pick('上海');
    expect(screen.getByTestId('value').textContent).toBe('90');
  });
});
