import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { QuantityStepper } from './QuantityStepper';

function Controlled({ spy, initial = 2, max }: { spy: (q: number) => void; initial?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      label="Menge von BM 54"
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityStepper: min 1, max, typed values', () => {
  it('steps up and down with labelled buttons and never below 1', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    const field = screen.getByRole('spinbutton', { name: 'Menge von BM 54' }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(spy).toHaveBeenLastCalledWith(3);
    expect(field.value).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Menge verringern' }));
    await user.click(screen.getByRole('button', { name: 'Menge verringern' }));
    expect(spy).toHaveBeenLastCalledWith(1);
    const decrease = screen.getByRole('button', { name: 'Menge verringern' });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');
    // At the limit it keeps the focus and does nothing.
    expect(document.activeElement).toBe(decrease);
    await user.click(decrease);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('applies a typed quantity on Enter, clamped to min and max', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} max={5} />);
    const field = screen.getByRole('spinbutton', { name: 'Menge von BM 54' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('button', { name: 'Menge erhöhen' }).getAttribute('aria-disabled')).toBe('true');
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith(1);
  });

  it('restores the value when the typed text is not a number', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    const field = screen.getByRole('spinbutton', { name: 'Menge von BM 54' }) as HTMLInputElement;
    await user.clear(field);
    await user.tab();
    expect(spy).not.toHaveBeenCalled();
    expect(field.value).toBe('2');
  });

  it('while pending: busy and the buttons wait', async () => {
    const spy = vi.fn();
    const { user, container } = renderUi(
      <QuantityStepper value={2} label="Ilość" onChange={spy} pending />,
      'pl',
    );
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    const increase = screen.getByRole('button', { name: 'Zwiększ ilość' });
    await user.click(increase);
    expect(spy).not.toHaveBeenCalled();
    // Waiting, it keeps the keyboard's focus (a disabled button would drop it to the page).
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(increase);
  });
});
