import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadFailed } from '../components/load-failed/load-failed.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { reportCaughtError } from '../lib/error-reporter.ts';
import { retryFailedImports } from '../lib/preloadable-lazy.ts';

interface BoundaryProps {
  /** The address the page is on: moving to another one shows its page again. */
  pathname: string;
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: Error): void {
    reportCaughtError('page', error);
  }

  private readonly retry = () => {
    retryFailedImports();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

/**
 * A page that cannot render (its code did not arrive over a failing network, or it broke) shows
 * 'Something went wrong. Please try again.' with 'Try Again', which renders it again (a failed code
 * import is tried anew), instead of leaving the screen blank. The error is reported (ids, no answers).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Boundary
      pathname={pathname}
      failed={(retry) => (
        <main id="main">
          <LoadFailed message={t('common.unexpectedError')} onRetry={retry} />
        </main>
      )}
    >
      {children}
    </Boundary>
  );
}
