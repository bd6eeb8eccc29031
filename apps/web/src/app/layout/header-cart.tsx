import { ShoppingCartOutlined } from '@/shared/ui/icons/shopping-cart-outlined';
import { Link } from 'react-router';
import { useCartCount } from '@/shared/cart/cart-count';
import { CountBadge } from '@/shared/ui/count-badge';
import styles from './site-header.module.css';
import { paths } from '@/shared/paths';

/** The cart entry with its count (GET cart_items/count; 0 for visitors or when unavailable). */
export function HeaderCart() {
  const count = useCartCount();
  return (
    <Link to={paths.cart()} className={styles.cart} aria-label={`购物车，${count}件`} data-testid="header-cart">
      <CountBadge count={count}>
        <ShoppingCartOutlined className={styles.cartIcon} />
      </CountBadge>
      <span>购物车</span>
    </Link>
  );
}
