import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: Error | null;
}

/** The last line of defence: 'Oops! Something went wrong' instead of a blank page. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[meridian] unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen error={this.state.error} onTryAgain={() => this.setState({ error: null })} />;
  }
}
