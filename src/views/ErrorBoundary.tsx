// The generic fallback screen (spec §2): a render error anywhere below shows it instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellMessages } from '../domain/messageAreas/shell';
import { buttonClass } from './components/buttonClass';
import { cardClass } from './components/cardClass';
import { Heading } from './components/Heading';
import { IconBadge } from './components/IconBadge';
import { AlertIcon } from './components/icons';
import { Stack } from './components/Stack';
import { Text } from './components/Text';
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
    // Plain parts of the kit only: this screen loads with the first page, whose weight it must not add to.
    return (
      <div className={styles.shell} role="alert">
        <Stack space="md" align="center" className={`${cardClass('card', 'xl', true)} ${styles.card}`}>
          <IconBadge tone="danger" size="lg">
            <AlertIcon />
          </IconBadge>
          <Text size="sm" tone="muted" weight="semibold" caps>
            {shellMessages.boundary.routerFallback}
          </Text>
          <Heading level={1}>{shellMessages.boundary.title}</Heading>
          <Text tone="muted">{shellMessages.boundary.detail}</Text>
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            {shellMessages.boundary.reload}
          </button>
        </Stack>
      </div>
    );
  }
}
