import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsPhone } from '@/shared/ui/screen';
import styles from './phone-menu.module.css';

/** The panel's code loads when the menu is first opened: it is not part of every page's first download. */
const PhoneMenuPanel = lazy(() => import('./phone-menu-panel').then((module) => ({ default: module.PhoneMenuPanel })));

/**
 * The header's menu button on a phone (hidden from antd's md breakpoint up, site-header.module.css) and
 * the panel it opens from the right: the navigation, the account's pages and login or logout — what the
 * top bar and the red navigation bar hold on a desktop. Hand-made like header-dropdown.tsx: antd's Drawer
 * would bring its overlay machinery into every page's first download.
 */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const isPhone = useIsPhone();
  const close = () => {
    setOpen(false);
    menuButton.current?.focus();
  };

  // A link followed closes the panel (the page changes under it), and so does a screen grown past a
  // phone's (a rotated tablet): the header shows its links again.
  useEffect(() => setOpen(false), [location.pathname, location.search, isPhone]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={styles.toggle}
        aria-label="菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="phone-menu-button"
        onClick={() => setOpen(true)}
      >
        {/* Three bars drawn by CSS: an icon component would weigh on every page's first download. */}
        <span className={styles.bars} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PhoneMenuPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
