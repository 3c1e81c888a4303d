import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_COUNTRY_OPTIONS } from '../test/country-fixtures';
import { renderUi } from '../test/render';
import { CountryOptionList } from './CountryOptionList';

describe("CountryOptionList: the open country selector's options", () => {
  it('lists every option with its link, marks the current one and the external sites', () => {
    renderUi(<CountryOptionList id="c" options={SAMPLE_COUNTRY_OPTIONS} close={() => {}} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(SAMPLE_COUNTRY_OPTIONS.length);
    expect(links[0]?.getAttribute('href')).toBe('/de/p/bm-54/');
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    const externals = SAMPLE_COUNTRY_OPTIONS.filter((option) => option.external).length;
    expect(links.filter((link) => !link.hasAttribute('hreflang'))).toHaveLength(externals);
  });

  it('a plain click on an own edition closes and chooses instead of following the link; an external one is followed', () => {
    const close = vi.fn();
    const onChoose = vi.fn();
    renderUi(<CountryOptionList id="c" options={SAMPLE_COUNTRY_OPTIONS} close={close} onChoose={onChoose} />);
    const [own] = screen.getAllByRole('link');
    expect(fireEvent.click(own as HTMLElement)).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(SAMPLE_COUNTRY_OPTIONS[0]);
    const external = screen.getAllByRole('link').find((link) => !link.hasAttribute('hreflang'));
    expect(fireEvent.click(external as HTMLElement)).toBe(true);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
