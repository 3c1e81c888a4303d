import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from '../parts/icons';
import { renderUi } from '../test/render';

const css = readFileSync(join(import.meta.dirname, 'Icon.css'), 'utf8');

describe('Icon: drawn by the stylesheet, no path data in the page', () => {
  it('is a hidden element whose class names the icon', () => {
    const { container } = renderUi(<Icon name="heartFilled" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.className).toBe('shop-icon shop-icon--heart-filled');
    expect(container.querySelector('svg, path')).toBeNull();
  });

  it.each(ICON_NAMES)('%s has its mask in Icon.css', (name) => {
    const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    expect(css).toMatch(
      new RegExp(
        `\\.shop-icon--${kebab} \\{\\n  --shop-icon: url\\("data:image/svg\\+xml,%3Csvg [^"]+%3Cpath d='[^']+'`,
      ),
    );
  });
});
