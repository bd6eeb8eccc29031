import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './pages/route-error-page';

interface State {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    // Navigating elsewhere leaves the broken page behind.
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('page crashed', error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows a Chinese error page instead of a blank screen when a page throws or its code fails to load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
