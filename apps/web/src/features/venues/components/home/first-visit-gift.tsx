import { CloseOutlined } from '@/shared/ui/icons/close-outlined';
import { GiftOutlined } from '@/shared/ui/icons/gift-outlined';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/shared/auth/session';
import styles from './first-visit-gift.module.css';
import { paths } from '@/shared/paths';

/** localStorage key remembering that this browser has seen the gift (docs/spec/product-spec.md section 2). */
export const GIFT_SEEN_KEY = 'vm.first_visit_gift';

function readSeen(): boolean {
  try {
    return window.localStorage.getItem(GIFT_SEEN_KEY) !== null;
  } catch {
    return true; // storage blocked: do not nag on every visit
  }
}

function rememberSeen(): void {
  try {
    window.localStorage.setItem(GIFT_SEEN_KEY, new Date().toISOString());
  } catch {
    // storage blocked: nothing to remember
  }
}

/**
 * The first-visit gift for visitors: a strip in the page's flow (under the venue modules, below the first
 * screen) pointing to the welfare page, shown until the visitor closes it or follows it, then remembered
 * locally. In the flow, it covers no chip or card and does not follow the scroll (issue 26); below the
 * first screen, it moves nothing the visitor already sees when the app draws.
 */
export function FirstVisitGift() {
  const { isLoggedIn } = useCurrentUser();
  const [dismissed, setDismissed] = useState(readSeen);
  if (isLoggedIn || dismissed) return null;
  const dismiss = () => {
    rememberSeen();
    setDismissed(true);
  };
  return (
    <aside className={`content-width ${styles.gift}`} aria-labelledby="first-visit-gift-title" data-testid="first-visit-gift">
      <GiftOutlined className={styles.icon} />
      <div className={styles.text}>
        <h2 id="first-visit-gift-title">新人专享礼包</h2>
        <p>首次来到场地通？领取新人优惠券，首单立减</p>
      </div>
      <Link to={paths.welfare()} className={styles.claim} onClick={rememberSeen}>
        立即领取
      </Link>
      <button type="button" className={styles.close} aria-label="关闭新人礼包" onClick={dismiss}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
