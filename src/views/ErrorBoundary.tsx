// The generic fallback screen (spec §2): a render error anywhere below shows it instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellMessages } from '../domain/messageAreas/shell';
import { buttonClass } from './components/buttonClass';
import { AlertIcon } from './components/icons';
import * as styles from './ErrorBoundary.css';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The kit's compositions, not its components: this screen loads with the first page, whose weight it must not add to.
    return (
      <div className={styles.shell} role="alert">
        <div className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            <AlertIcon />
          </span>
          <p className={styles.label}>{shellMessages.boundary.routerFallback}</p>
          <h1 className={styles.title}>{shellMessages.boundary.title}</h1>
          <p className={styles.detail}>{shellMessages.boundary.detail}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            {shellMessages.boundary.reload}
          </button>
        </div>
      </div>
    );
  }
}
