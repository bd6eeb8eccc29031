import { createElement, forwardRef, type HTMLAttributes } from 'react';

export type IconProps = HTMLAttributes<HTMLSpanElement> & { spin?: boolean };

/**
 * One of antd's icons drawn as antd draws it (`<span role="img" class="anticon anticon-…"><svg …>`, styled
 * by antd's static stylesheet), without @ant-design/icons' runtime: the pages a visitor lands on and
 * the site header use these, so their first download carries no antd code (decision 0058). The paths
 * are antd's own (@ant-design/icons-svg, MIT).
 */
export function antdIcon(name: string, viewBox: string | null, paths: readonly string[]) {
  const Icon = forwardRef<HTMLSpanElement, IconProps>(function Icon({ className, spin, ...rest }, ref) {
    const classes = `anticon anticon-${name}${spin || name === 'loading' ? ' anticon-spin' : ''}${className ? ` ${className}` : ''}`;
    return (
      <span role="img" aria-label={name} {...rest} ref={ref} className={classes}>
        <svg viewBox={viewBox ?? '64 64 896 896'} focusable="false" data-icon={name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
          {paths.map((d) => createElement('path', { key: d, d }))}
        </svg>
      </span>
    );
  });
  Icon.displayName = name;
  return Icon;
}
