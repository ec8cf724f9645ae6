// Renders a view inside a memory router at a path; the answer carries the location, whose `history` records where
// the view sent the browser.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return { ...view, location };
}
