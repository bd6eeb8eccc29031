import styles from './home-banner.module.css';

/**
 * SLOT — home demand drawer and short demand form (city, name, mobile, captcha).
 * Product-spec section 2 "Demand" puts them on the home page; they arrive with the demand issue,
 * which replaces this component's body. Until then it reserves the place beside the banner search
 * and renders nothing a visitor can see.
 */
export function HomeDemandSlot() {
  return <aside className={styles.demandSlot} data-slot="home-demand" aria-hidden="true" />;
}
