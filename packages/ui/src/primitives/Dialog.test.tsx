import { type CompiledMessages, clientEdition, resolveEdition } from '@shop/i18n';
import de from '@shop/i18n/messages/de.json';
import { I18nProvider } from '@shop/i18n/react';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Dialog, loadDialog } from './Dialog';

function Harness({ variant = 'modal' as const }: { variant?: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Hinweis" variant={variant}>
        <a href="/de/">Erster Link</a>
        <button type="button">Letzter Knopf</button>
        {/* Closed content (a popover's panel) is no stop of the Tab cycle. */}
        <div hidden>
          <a href="/de/versteckt/">Versteckt</a>
        </div>
      </Dialog>
    </>
  );
}

describe('Dialog: its code loads on the first open', () => {
  it('renders nothing while closed; the first open loads the panel, then shows it', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hinweis' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hinweis' }));
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(false);
    // Loaded once: the next open shows the panel in the same render.
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeTruthy();
  });
});

describe('Dialog: focus moves in, stays in, and returns', () => {
  beforeAll(async () => {
    await loadDialog();
  });

  it('opens as a labelled modal dialog and focuses its heading', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Hinweis' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hinweis' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('Tab wraps from the last to the first control, Shift+Tab from the first to the last', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const last = screen.getByRole('button', { name: 'Letzter Knopf' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('Escape closes it and focus returns to the opener; scroll is unlocked', async () => {
    const { user } = renderUi(<Harness variant="drawer" />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('the close button closes it (labelled in the edition language)', async () => {
    const { user } = renderUi(<Harness />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open from the first render: nothing on the server render, then mounted with focus on the heading', () => {
    const html = renderToString(
      <I18nProvider
        edition={clientEdition(resolveEdition('de'))}
        messages={de as unknown as CompiledMessages}
      >
        <Dialog open onClose={() => {}} title="Hinweis" />
      </I18nProvider>,
    );
    expect(html).toBe('');
    renderUi(<Dialog open onClose={() => {}} title="Hinweis" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hinweis' }));
  });
});
