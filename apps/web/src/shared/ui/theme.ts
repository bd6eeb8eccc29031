import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * The brand colour of 场地通 for buttons, links and text: the logo's orange (#f2672a, `--brand-bright`)
 * darkened until white text on it and it on white reach WCAG AA (4.96:1). Same value as `--brand`.
 */
export const BRAND_COLOR = '#c4460f';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * Drawn into a static stylesheet at build time (antd-static-style.ts) and used with `zeroRuntime` in the
 * browser (shared/ui/antd-scope.tsx): class names without a hash, and one fixed class carrying the theme's CSS
 * variables, so the stylesheet and the components agree.
 */
export const theme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'css-var-vm' },
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: '#2f7df6',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
  },
  components: {
    Button: { fontWeight: 500 },
  },
};
