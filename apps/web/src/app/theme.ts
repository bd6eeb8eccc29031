import type { ThemeConfig } from 'antd/es/config-provider';

/** The brand colour of 场地通: a warm orange that reads as "marketplace" and stays legible on white. */
export const BRAND_COLOR = '#f2672a';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
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
