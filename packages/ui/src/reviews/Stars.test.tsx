import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Stars } from './Stars';

describe('Stars', () => {
  it('is read as the rating out of 5, kept between 0 and 5', () => {
    renderUi(
      <>
        <Stars rating={4.5} />
        <Stars rating={9} />
      </>,
      'en',
    );
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeTruthy();
  });
});
