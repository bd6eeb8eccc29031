import { createContext, useContext, type ReactNode } from 'react';
import type { Crumb } from './page-frame';

/**
 * Which staff console (app/layout/staff-console-layout.tsx) a page is drawn in, if any. The page frames
 * (AdminFrame, OperatorFrame) read it: inside a console they draw only the page's title and body, the
 * console already drawing the header and the side menu.
 */
export const StaffConsoleContext = createContext<'supplier' | 'operator' | null>(null);

export function useStaffConsole(): 'supplier' | 'operator' | null {
  return useContext(StaffConsoleContext);
}

/** A page inside a staff console: its breadcrumb trail as a line, its title, then the page. */
export function StaffPage({ title, crumbs = [], testId, children }: { title: string; crumbs?: Crumb[]; testId?: string; children: ReactNode }) {
  return (
    <section data-testid={testId} aria-label={title}>
      <header style={{ marginBottom: 16 }}>
        {crumbs.length > 0 && <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>{crumbs.map((crumb) => crumb.label).join(' / ')}</div>}
        <h1 style={{ margin: '2px 0 0', fontSize: 20, fontWeight: 600 }}>{title}</h1>
      </header>
      {children}
    </section>
  );
}
