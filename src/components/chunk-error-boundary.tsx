import { Component, type ReactNode } from 'react';
import { ChunkLoadError, reloadOnceForChunk } from './lazy-chunk.ts';
import './chunk-error-boundary.css';

type State = { error: unknown };

/** Shows 'Loading chunk {n} failed' for a lazily loaded part of a page, and reloads the page once to recover. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) {
      console.error(error.message);
      // Leave the message on screen for a moment, then reload (only once per chunk and session).
      setTimeout(() => reloadOnceForChunk(error.chunk), 1500);
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error; // not ours: the route's error boundary handles it
    return (
      <div className="chunk-error" role="alert">
        <p>{error.message}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Ringarko faqen
        </button>
      </div>
    );
  }
}
