import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button, LinkButton } from './Button';

describe('Button', () => {
  it('fires onClick when pressed by mouse or keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Speichern</Button>);
    const button = screen.getByRole('button', { name: 'Speichern' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveProperty('type', 'button');
  });

  it('while loading: keeps its name and focus, is aria-busy, shows no click through, announces nothing twice', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button loading onClick={onClick}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The spinner inside a button is decorative: no second status region.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when disabled: not clickable', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(
      <Button disabled onClick={onClick}>
        Speichern
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Senden</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('LinkButton is a link, not a button', () => {
    renderUi(<LinkButton href="/de/">Zur Startseite</LinkButton>);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
  });
});
