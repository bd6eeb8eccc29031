import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './header-dropdown.module.css';

const HOVER_CLICK_GRACE_MS = 500;

interface HeaderDropdownProps {
  /** The content of the trigger button. */
  label: ReactNode;
  ariaLabel?: string;
  align?: 'left' | 'right';
  triggerClassName?: string;
  testId?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A top-bar dropdown that opens on hover, click or keyboard, as Chinese shop headers do. Hand-made
 * rather than antd's Popover, whose overlay machinery would weigh on every page's first download.
 */
export function HeaderDropdown({ label, ariaLabel, align = 'left', triggerClassName, testId, children }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  /** When hovering opened the panel: the click that usually follows must not close it again. */
  const hoverOpenedAt = useRef(0);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.dropdown}
      onMouseEnter={() => {
        if (!open) hoverOpenedAt.current = Date.now();
        setOpen(true);
      }}
      onMouseLeave={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        type="button"
        className={`${styles.trigger} ${open ? styles.open : ''} ${triggerClassName ?? ''}`}
        aria-label={ariaLabel}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => setOpen((value) => !value || Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS)}
      >
        {label}
      </button>
      {open && (
        // A link followed from the panel (查看全部城市, 我的订单 …) closes it: the next page does not open
        // under a panel left hanging over its navigation.
        <div
          id={panelId}
          className={`${styles.panel} ${align === 'right' ? styles.right : ''}`}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) close();
          }}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
