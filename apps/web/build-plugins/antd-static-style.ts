import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/shared/ui/theme';

const require = createRequire(import.meta.url);
const VIRTUAL_ID = 'virtual:antd-style.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Components antd draws inside others, whose styles the outer one needs though the app never imports
 * them itself (a table's pagination and filter menu, a form's grid, a date picker's month select…).
 */
const DRAWN_INSIDE: Record<string, string[]> = {
  // No column of the app filters (filter dropdowns would need Dropdown, Menu and Tree).
  Table: ['Pagination', 'Checkbox', 'Radio', 'Spin', 'Empty', 'Tooltip', 'Input', 'Button', 'Select'],
  Pagination: ['Select', 'Input'],
  Select: ['Empty'],
  Cascader: ['Empty'],
  DatePicker: ['Select', 'Button', 'Tag'],
  Calendar: ['Select', 'Radio'],
  Form: ['Row', 'Col', 'Tooltip'],
  Upload: ['Progress', 'Tooltip', 'Button'],
  Modal: ['Button'],
  Rate: ['Tooltip'],
  Slider: ['Tooltip'],
  Segmented: ['Tooltip'],
  Steps: ['Progress', 'Tooltip'],
  // The overflow list of tabs is styled by Tabs itself (.ant-tabs-dropdown).
  Tabs: ['Button'],
  Anchor: ['Affix'],
  Card: ['Tabs', 'Skeleton'],
  Input: ['Button'],
  Image: ['Spin'],
  Masonry: ['Row', 'Col'],
  Descriptions: [],
  message: [],
};

/** Module directories under antd/es that are not components (no styles of their own). */
const NOT_COMPONENTS = new Set(['config-provider', 'locale', 'theme', '_util', 'style', 'version']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The component `antd/es/<directory>` exports, named as antd exports it; null for a directory without styles. */
function componentOf(directory: string, byDirectory: ReadonlyMap<string, string>): string | null {
  if (NOT_COMPONENTS.has(directory)) return null;
  const name = byDirectory.get(directory.replace(/-/g, ''));
  if (!name) throw new Error(`antd-static-style: no antd export for antd/es/${directory}`);
  return name;
}

/** `from 'antd/es/<directory>'` in the app's source. */
const ANTD_IMPORT = /from ['"]antd\/es\/([a-z-]+)['"/]/g;

/** `names` with every component antd draws inside them (DRAWN_INSIDE), sorted. */
function withDrawnInside(names: Iterable<string>): string[] {
  const all = new Set(names);
  const queue = [...all];
  while (queue.length > 0) {
    for (const inner of DRAWN_INSIDE[queue.pop()!] ?? []) {
      if (!all.has(inner)) {
        all.add(inner);
        queue.push(inner);
      }
    }
  }
  return [...all].sort();
}

/**
 * The antd components the app's code imports (`antd/es/<component>`), named as antd exports them, with
 * those they draw inside (DRAWN_INSIDE): the stylesheets hold these and no others. A component a page
 * starts to import is in the next build's stylesheet without anyone listing it.
 */
export function usedAntdComponents(srcDir: string, exportNames: readonly string[]): string[] {
  const byDirectory = new Map(exportNames.map((name) => [name.toLowerCase(), name]));
  const used = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(ANTD_IMPORT)) {
      const name = componentOf(match[1]!, byDirectory);
      if (name) used.add(name);
    }
  }
  return withDrawnInside(used);
}

/** What the per-component box-sizing rules say, once for every antd element and its pseudo-elements. */
const ANTD_BOX_SIZING =
  "[class^='ant-'],[class*=' ant-'],[class^='ant-']::before,[class*=' ant-']::before,[class^='ant-']::after,[class*=' ant-']::after{box-sizing:border-box;}";

/**
 * antd's stylesheet with its per-component box-sizing resets (`.ant-form-css-var [class^="ant-form"]…
 * {box-sizing:border-box}`, about 200 attribute selectors the browser tries on every element with a
 * class: most of the style work of a first render) replaced by one rule that says the same for all.
 */
export function compactBoxSizingResets(css: string): string {
  const compacted = css.replace(/(?<=^|})[^{}]*(?:-css-var|\[class\^="ant-)[^{}]*\{box-sizing:border-box;?\}/g, '');
  return compacted === css ? css : `${ANTD_BOX_SIZING}${compacted}`;
}

/**
 * antd's styles as one static stylesheet, drawn once with the app's theme (src/shared/ui/theme.ts), instead of
 * CSS-in-JS work in the browser. The app runs antd with `zeroRuntime` (app/providers.tsx), so no
 * component style is computed or inserted at run time: on a first visit that work was about half the
 * main thread's scripting (Lighthouse's total blocking time). `import 'virtual:antd-style.css'` (main.tsx)
 * puts it in the entry's CSS file, hashed and cached for a year like every asset.
 *
 * Only the components the app imports are drawn, with those antd draws inside them (usedAntdComponents),
 * and their box-sizing resets are one rule (compactBoxSizingResets): all of antd made a 990 KB stylesheet
 * with 292 class-attribute selectors; 677 KB and 16 now (decision 0027). Drawing takes a few seconds, so the result
 * is cached under node_modules/.cache, keyed by the antd version, the theme and the components.
 */
export function antdStaticStyle(): Plugin {
  let cacheDir = '';
  let srcDir = '';
  return {
    name: 'antd-static-style',
    configResolved(config) {
      cacheDir = path.join(config.root, 'node_modules', '.cache', 'antd-static-style');
      srcDir = path.join(config.root, 'src');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const antdVersion = (JSON.parse(fs.readFileSync(require.resolve('antd/package.json'), 'utf8')) as { version: string }).version;
      const includes = usedAntdComponents(srcDir, Object.keys(antd));
      const key = createHash('sha256')
        .update(`${antdVersion}\n${JSON.stringify(theme)}\n${includes.join(',')}\n${ANTD_BOX_SIZING}`)
        .digest('hex')
        .slice(0, 16);
      const cached = path.join(cacheDir, `${key}.css`);
      if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
      const css = compactBoxSizingResets(extractStyle({ includes, customTheme: (node) => createElement(ConfigProvider, { theme }, node) }));
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(cached, css);
      return css;
    },
  };
}
