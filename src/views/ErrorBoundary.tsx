// The generic fallback screen (spec §2): a render error anywhere below shows it instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellMessages } from '../domain/messageAreas/shell';
import { Button } from './components/Button';
import { Card } from './components/Card';
import { Heading } from './components/Heading';
import { IconBadge } from './components/IconBadge';
import { AlertIcon } from './components/icons';
import { Notice } from './components/Notice';
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
    return (
      <div className={styles.shell} role="alert">
        <Card padding="xl" raised className={styles.card}>
          <Notice
            icon={
              <IconBadge tone="danger" size="lg">
                <AlertIcon />
              </IconBadge>
            }
            heading={
              <>
                <Text size="sm" tone="muted" weight="semibold" caps>
                  {shellMessages.boundary.routerFallback}
                </Text>
                <Heading level={1}>{shellMessages.boundary.title}</Heading>
              </>
            }
          >
            <Text tone="muted">{shellMessages.boundary.detail}</Text>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {shellMessages.boundary.reload}
            </Button>
          </Notice>
        </Card>
      </div>
    );
  }
}
