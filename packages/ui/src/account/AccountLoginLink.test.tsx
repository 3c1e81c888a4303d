import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AccountLoginLink } from './AccountLoginLink';

describe('AccountLoginLink', () => {
  it('links the login, named for screen readers', () => {
    renderUi(<AccountLoginLink href="/uk/login" />, 'gb');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/uk/login');
  });

  it('in German', () => {
    renderUi(<AccountLoginLink href="/de/login" />);
    expect(screen.getByRole('link', { name: 'Mein Konto' }).getAttribute('href')).toBe('/de/login');
  });
});
