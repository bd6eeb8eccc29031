import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme';

const require = createRequire(import.meta.url);
const VIRTUAL_ID = 'virtual:antd-style.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * antd's styles as one static stylesheet, drawn once with the app's theme (src/app/theme.ts), instead of
 * CSS-in-JS work in the browser. The app runs antd with `zeroRuntime` (app/providers.tsx), so no
 * component style is computed or inserted at run time: on a first visit that work was about half the
 * main thread's scripting (Lighthouse's total blocking time). `import 'virtual:antd-style.css'` (main.tsx)
 * puts it in the entry's CSS file, hashed and cached for a year like every asset.
 *
 * Every antd component is drawn, not only those the app imports today: a component a page adds later,
 * or one antd renders inside another (Table's pagination and filters, DatePicker's panels), is styled
 * without anyone having to list it. Drawing takes a few seconds, so the result is cached under
 * node_modules/.cache, keyed by the antd version and the theme.
 */
export function antdStaticStyle(): Plugin {
  let cacheDir = '';
  return {
    name: 'antd-static-style',
    configResolved(config) {
      cacheDir = path.join(config.root, 'node_modules', '.cache', 'antd-static-style');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const antdVersion = (JSON.parse(fs.readFileSync(require.resolve('antd/package.json'), 'utf8')) as { version: string }).version;
      const key = createHash('sha256').update(`${antdVersion}\n${JSON.stringify(theme)}`).digest('hex').slice(0, 16);
      const cached = path.join(cacheDir, `${key}.css`);
      if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
      const css = extractStyle((node) => createElement(ConfigProvider, { theme }, node));
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(cached, css);
      return css;
    },
  };
}
