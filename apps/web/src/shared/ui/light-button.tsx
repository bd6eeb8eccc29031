import { Children, forwardRef, isValidElement, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { LoadingOutlined } from './icons/loading-outlined';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLElement>, 'type'> {
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  size?: 'large' | 'middle' | 'small';
  shape?: 'default' | 'round' | 'circle';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  danger?: boolean;
  block?: boolean;
  /** Drawn as a link (`<a class="ant-btn …">`), as antd does. */
  href?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
}

const VARIANT: Record<NonNullable<LightButtonProps['type']>, [color: string, variant: string]> = {
  primary: ['primary', 'solid'],
  default: ['default', 'outlined'],
  dashed: ['default', 'dashed'],
  link: ['link', 'link'],
  text: ['default', 'text'],
};

/** Strings and numbers in a `<span>`, as antd's Button wraps them (its stylesheet expects it). */
function content(children: ReactNode): ReactNode {
  const list = Children.toArray(children);
  if (list.length === 0) return null;
  return list.map((child, index) =>
    typeof child === 'string' || typeof child === 'number' ? <span key={index}>{child}</span> : isValidElement(child) ? child : null,
  );
}

/**
 * antd's Button as antd draws it with the site's theme (`ant-btn css-var-vm ant-btn-primary …`, styled
 * by antd's static stylesheet), without antd's code: for the pages a visitor lands on and the site
 * header, whose first download must not carry antd (issue 37, decision 0058). Same props as antd's for
 * what the app uses (type, size, shape, icon, loading, danger, block, htmlType, href); no click ripple.
 * While `loading` it shows antd's spinner and ignores clicks, like antd's.
 */
export const LightButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, LightButtonProps>(function LightButton(
  {
    type = 'default',
    size,
    shape,
    htmlType = 'button',
    icon,
    loading = false,
    danger = false,
    block = false,
    href,
    target,
    className,
    children,
    disabled,
    onClick,
    ...rest
  },
  ref,
) {
  const [color, variant] = VARIANT[type];
  const body = content(children);
  const shownIcon = loading ? <LoadingOutlined /> : icon;
  const classes = [
    'ant-btn css-var-vm',
    shape && shape !== 'default' ? `ant-btn-${shape}` : '',
    `ant-btn-${type}`,
    danger ? 'ant-btn-dangerous' : '',
    `ant-btn-color-${danger ? 'dangerous' : color}`,
    `ant-btn-variant-${variant}`,
    size === 'large' ? 'ant-btn-lg' : size === 'small' ? 'ant-btn-sm' : '',
    body === null && shownIcon ? 'ant-btn-icon-only' : '',
    loading ? 'ant-btn-loading' : '',
    block ? 'ant-btn-block' : '',
    href !== undefined && disabled ? 'ant-btn-disabled' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const iconNode = shownIcon ? <span className={`ant-btn-icon${loading ? ' ant-btn-loading-icon' : ''}`}>{shownIcon}</span> : null;
  const click = (event: MouseEvent<HTMLElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (href !== undefined) {
    return (
      <a
        {...rest}
        ref={ref}
        className={classes}
        href={disabled ? undefined : href}
        target={target}
        onClick={click}
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled ?? false}
      >
        {iconNode}
        {body}
      </a>
    );
  }
  return (
    <button {...rest} ref={ref} type={htmlType} className={classes} onClick={click} disabled={disabled}>
      {iconNode}
      {body}
    </button>
  );
});
