import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { DialogPanel } from './DialogPanel';

/** A control that removes itself when pressed, as a cart line's 'Remove' does. */
function Removing() {
  const [done, setDone] = useState(false);
  return done ? (
    <p>Erledigt</p>
  ) : (
    <button type="button" onClick={() => setDone(true)}>
      Entfernen
    </button>
  );
}

describe('DialogPanel: the open dialog', () => {
  it('is a labelled modal dialog with the focus on its heading and the page scroll locked while mounted', () => {
    const { unmount } = renderUi(<DialogPanel onClose={() => {}} title="Hinweis" footer={<p>Fuß</p>} />);
    expect(screen.getByRole('dialog', { name: 'Hinweis' }).getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hinweis' }));
    expect(screen.getByText('Fuß')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('a click on the backdrop closes it', async () => {
    const onClose = vi.fn();
    renderUi(<DialogPanel onClose={onClose} title="Hinweis" variant="drawer" />);
    const backdrop = document.querySelector('.shop-dialog__backdrop');
    expect(backdrop).not.toBeNull();
    (backdrop as HTMLElement).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes back the focus a removed control dropped to the page, so Escape still closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <DialogPanel onClose={onClose} title="Warenkorb">
        <Removing />
      </DialogPanel>,
    );
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Warenkorb' })),
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
