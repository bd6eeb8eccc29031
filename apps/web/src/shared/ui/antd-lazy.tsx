import { lazy, type ComponentType, type ReactNode } from 'react';

type ScopeModule = { AntdScope: ComponentType<{ children: ReactNode }> };

let scope: Promise<ScopeModule> | undefined;

/** Loads antd's provider (antd-scope.tsx): its locale, theme and the toasts' configuration. */
export function loadAntdScope(): Promise<ScopeModule> {
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
