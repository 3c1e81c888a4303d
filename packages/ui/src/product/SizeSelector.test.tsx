import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { type SizeOption, SizeSelector } from './SizeSelector';

const sizes: SizeOption[] = [
  { id: 'v-s', label: 'S', available: true },
  { id: 'v-m', label: 'M', available: false },
  { id: 'v-l', label: 'L', available: true },
];

describe('SizeSelector: a radio group of sizes', () => {
  it('offers each size as a radio in a group named "Größe"', () => {
    renderUi(<SizeSelector sizes={sizes} value="v-l" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Größe' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: 'L' }) as HTMLInputElement).checked).toBe(true);
  });

  it('calls onChange with the variant id of the chosen size', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<SizeSelector sizes={sizes} value={null} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(onChange).toHaveBeenCalledWith('v-s');
  });

  it('marks an unavailable size and does not let it be chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<SizeSelector sizes={sizes} value={null} onChange={onChange} />, 'pl');
    const unavailable = screen.getByRole('radio', { name: 'M (niedostępny)' }) as HTMLInputElement;
    expect(unavailable.disabled).toBe(true);
    await user.click(unavailable);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names a size that comes in several colours with its colour, available or not', () => {
    const inColours: SizeOption[] = [
      { id: 'v-m-black', label: 'M', colour: 'Black', available: true },
      { id: 'v-m-white', label: 'M', colour: 'White', available: false },
    ];
    renderUi(<SizeSelector sizes={inColours} value={null} onChange={() => {}} />, 'gb');
    expect(screen.getByRole('radio', { name: 'M – Black' })).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'M – White (not available)' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("shows 'Choose a size' as an alert and marks the radios invalid when asked", () => {
    const { rerender } = renderUi(<SizeSelector sizes={sizes} value={null} onChange={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<SizeSelector sizes={sizes} value={null} onChange={() => {}} showError />);
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Größe');
    expect(screen.getByRole('radio', { name: 'S' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group', { name: 'Größe' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });
});
