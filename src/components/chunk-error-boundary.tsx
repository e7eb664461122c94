import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazy-chunk.ts';
import { MessagesContext } from '../i18n/messages.tsx';
import './chunk-error-boundary.css';

type State = { error: unknown };

/**
 * Shows the catalogue's 'Loading chunk {n} failed' for a lazily loaded part of a page, with a button to reload it. The page's own
 * reload to recover (once, a moment after the failure) is the start-up's (src/app/start-up/recovery.ts).
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = MessagesContext;
  declare context: React.ContextType<typeof MessagesContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) console.error(error.message);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error; // not ours: the route's error boundary handles it
    return (
      <div className="chunk-error" role="alert">
        <p>{this.context.layout.chunkFailed(error.chunk)}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {this.context.layout.reloadPage}
        </button>
      </div>
    );
  }
}
