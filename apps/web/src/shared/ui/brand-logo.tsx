import { Link } from 'react-router';
import styles from './brand-logo.module.css';
import { paths } from '@/shared/paths';

export const BRAND_NAME = '场地通';
export const BRAND_TAGLINE = '线下推广场地预订平台';

/** The 场地通 mark: a map pin over a booth, in the brand colour. */
function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#f2672a" />
      <path d="M20 8c-5 0-9 3.9-9 8.8C11 23 20 32 20 32s9-9 9-15.2C29 11.9 25 8 20 8Z" fill="#fff" />
      <rect x="15.5" y="13" width="9" height="7" rx="1.5" fill="#f2672a" />
      <path d="M15 13.5h10l-1.5-3h-7z" fill="#f2672a" />
    </svg>
  );
}

export function BrandLogo({ size = 'large', to = paths.home() }: { size?: 'large' | 'small'; to?: string }) {
  return (
    <Link to={to} className={`${styles.logo} ${size === 'small' ? styles.small : ''}`} aria-label={`${BRAND_NAME}首页`}>
      <BrandMark size={size === 'small' ? 32 : 44} />
      <span className={styles.words}>
        <span className={styles.name}>{BRAND_NAME}</span>
        {size === 'large' && <span className={styles.tagline}>{BRAND_TAGLINE}</span>}
      </span>
    </Link>
  );
}
