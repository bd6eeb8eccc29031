import { lazy, type ComponentType } from 'react';

let scope: Promise<typeof import('./antd-scope')> | undefined;

/** Loads antd's provider (antd-scope.tsx): its locale, theme and the toasts' configuration. */
export function loadAntdScope(): Promise<typeof import('./antd-scope')> {
  scope ??= import('./antd-scope');
  return scope;
}

/**
 * `React.lazy` for a component drawn with antd's components on a page that has no antd provider (the
 * landing pages, the site header): loads the component and antd's provider together and draws the one
 * inside the other (decision 0058). An antd component outside a provider would draw antd's default
 * look (blue, English) and compute its styles in the browser.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdScope }, Component] = await Promise.all([loadAntdScope(), load()]);
    function InAntdScope(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: InAntdScope };
  });
}
