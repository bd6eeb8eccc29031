import { render, screen, cleanup } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import Button from 'antd/es/button';
import { Button as B2, ConfigProvider } from 'antd';
afterEach(cleanup);
test('x', () => {
  render(<ConfigProvider><Button>你好</Button><B2>b2</B2></ConfigProvider>);
  expect(screen.getByText('你好')).toBeTruthy();
  console.log(document.body.innerHTML.slice(0, 300));
});
