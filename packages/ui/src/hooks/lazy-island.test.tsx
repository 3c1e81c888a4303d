import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyIsland } from './lazy-island';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyIsland', () => {
  it('draws the part once its code is there, and at once on later renders', async () => {
    const load = vi.fn(async () => Greeting);
    const Island = lazyIsland(load);
    const { unmount } = render(<Island name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    unmount();
    render(<Island name="Bob" />);
    expect(screen.getByText('Hello Bob')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells whether its code is there', async () => {
    const Island = lazyIsland(async () => Greeting);
    expect(Island.isLoaded()).toBe(false);
    const loading = Island.preload();
    expect(Island.isLoaded()).toBe(false);
    await loading;
    expect(Island.isLoaded()).toBe(true);
  });

  it('a failed download draws nothing and says so, never throws to a boundary; a new attempt asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Island = lazyIsland<{ name: string }>(load);
    const onLoadError = vi.fn();
    const { container, rerender } = render(<Island name="Ada" onLoadError={onLoadError} loadAttempt={1} />);
    await waitFor(() => expect(onLoadError).toHaveBeenCalledWith(expect.any(TypeError)));
    expect(container.innerHTML).toBe('');
    // Rendering again with the same attempt does not ask again (a failure must not loop).
    rerender(<Island name="Ada" onLoadError={onLoadError} loadAttempt={1} />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Island name="Ada" onLoadError={onLoadError} loadAttempt={2} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first render', async () => {
    const load = vi.fn(async () => Greeting);
    const Island = lazyIsland(load);
    await Island.preload();
    render(<Island name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
