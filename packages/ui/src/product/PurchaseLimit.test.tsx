import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { PurchaseLimit } from './PurchaseLimit';

describe("PurchaseLimit: 'Max. N items per household'", () => {
  it('reads in German and in Polish plural forms', () => {
    const de = renderUi(<PurchaseLimit limit={3} />);
    expect(de.container.textContent).toBe('Max. 3 Artikel pro Haushalt');
    de.unmount();
    const pl = renderUi(<PurchaseLimit limit={5} />, 'pl');
    expect(pl.container.textContent).toBe('Maks. 5 sztuk na gospodarstwo domowe');
    pl.unmount();
    const pl2 = renderUi(<PurchaseLimit limit={2} />, 'pl');
    expect(pl2.container.textContent).toBe('Maks. 2 sztuki na gospodarstwo domowe');
  });

  it.each([null, undefined, 0, -1, 2.5])('renders nothing for %s', (limit) => {
    const { container } = renderUi(<PurchaseLimit limit={limit} />);
    expect(container.innerHTML).toBe('');
  });
});
