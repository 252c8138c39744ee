'use client';

import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of its children once they fail in the browser. Only `RenderFailed` uses
 * it: its marker fails by design, and the page around it, already drawn by the server, stays as is.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
