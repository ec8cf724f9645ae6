// @vitest-environment happy-dom
// The toast library loads on demand: a toast asked for before the toast area is on screen still appears, announced.
import '../setup/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showNotice } from '../../src/views/components/flowEffects';
import { loadToasts } from '../../src/views/components/toastLibrary';
import { Toasts } from '../../src/views/components/Toasts';

describe('toasts', () => {
  it('shows notices given before the toast area mounted, in a polite live region, once per sentence', async () => {
    showNotice({ kind: 'success', message: 'Saved before the toasts arrived' });
    showNotice({ kind: 'error', message: 'Failed before the toasts arrived' });
    showNotice({ kind: 'error', message: 'Failed before the toasts arrived' });
    await loadToasts();
    render(<Toasts />);
    for (const message of ['Saved before the toasts arrived', 'Failed before the toasts arrived']) {
      const [toast, ...copies] = await screen.findAllByText(message);
      expect(copies).toHaveLength(0);
      const region = toast?.closest('[aria-live]');
      expect(region?.getAttribute('role')).toBe('status');
      expect(region?.getAttribute('aria-live')).toBe('polite');
    }
  });
});
