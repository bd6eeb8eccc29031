import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as antd from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { compactBoxSizingResets, usedAntdComponents } from './antd-static-style';

describe('compactBoxSizingResets', () => {
  it('replaces the per-component box-sizing resets by one rule and keeps every other rule', () => {
    const css =
      '.ant-form-css-var{font-family:var(--ant-font-family);box-sizing:border-box;}' +
      '.ant-form-css-var::before,.ant-form-css-var::after{box-sizing:border-box;}' +
      '.ant-form-css-var [class^="ant-form"],.ant-form-css-var [class*=" ant-form"]{box-sizing:border-box;}' +
      '.ant-alert::before,.ant-alert [class^="ant-alert"],.ant-alert [class*=" ant-alert"]::after{box-sizing:border-box;}' +
      '.ant-btn{box-sizing:border-box;}' +
      '@media (max-width:575px){.ant-form .ant-form-item-label{padding:0;}}';
    const compacted = compactBoxSizingResets(css);
    expect(compacted).toBe(
      "[class^='ant-'],[class*=' ant-'],[class^='ant-']::before,[class*=' ant-']::before,[class^='ant-']::after,[class*=' ant-']::after{box-sizing:border-box;}" +
        '.ant-form-css-var{font-family:var(--ant-font-family);box-sizing:border-box;}' +
        '.ant-btn{box-sizing:border-box;}' +
        '@media (max-width:575px){.ant-form .ant-form-item-label{padding:0;}}',
    );
  });

  it('leaves a stylesheet without such resets as it is', () => {
    expect(compactBoxSizingResets('.x{color:red;}')).toBe('.x{color:red;}');
  });
});

describe('usedAntdComponents', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  function source(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-antd-used-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it('names the imported components with those antd draws inside them, and nothing from tests or non-components', () => {
    const dir = source({
      'a/page.tsx': "import Table from 'antd/es/table';\nimport ConfigProvider from 'antd/es/config-provider';\nimport zhCN from 'antd/es/locale/zh_CN';",
      'b/form.tsx': 'import InputNumber from \'antd/es/input-number\';\nimport Tag from "antd/es/tag";',
      'b/form.test.tsx': "import Upload from 'antd/es/upload';",
      'c/notes.css': "/* from 'antd/es/menu' */",
    });
    const used = usedAntdComponents(dir, Object.keys(antd));
    expect(used).toEqual(['Button', 'Checkbox', 'Empty', 'Input', 'InputNumber', 'Pagination', 'Radio', 'Select', 'Spin', 'Table', 'Tag', 'Tooltip']);
  });

  it('refuses a directory that is no antd export (a misspelling would lose its styles)', () => {
    const dir = source({ 'page.tsx': "import X from 'antd/es/no-such-thing';" });
    expect(() => usedAntdComponents(dir, Object.keys(antd))).toThrow('antd/es/no-such-thing');
  });
});
