import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  /** Rendered instead of the children once they have thrown. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** Catches a remote that fails to load or render, so one section never blanks the app. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[meridian] a federated section failed', error, info.componentStack);
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
