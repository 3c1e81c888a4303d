import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

/** A category or manufacturer the search phrase matches, with how many of the found products it holds. */
export interface SearchLink {
  id: string;
  url: string;
  title: string;
  count: number;
}

export interface SearchLinkGroupsProps {
  categories: readonly SearchLink[];
  manufacturers: readonly SearchLink[];
  className?: string;
}

/**
 * The search page's link groups (spec §3, search results): the categories and manufacturers that match the phrase,
 * each with its product count, so a shopper can go on from a phrase to a whole listing. Nothing when neither
 * group has a link.
 */
export function SearchLinkGroups({ categories, manufacturers, className }: SearchLinkGroupsProps) {
  const t = useT();
  const groups = [
    { key: 'categories', heading: t('search.linkGroups.categories'), links: categories },
    { key: 'manufacturers', heading: t('search.linkGroups.manufacturers'), links: manufacturers },
  ].filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <nav className={cx('shop-search-links', className)} aria-label={t('search.linkGroups.label')}>
      {groups.map((group) => (
        <section
          key={group.key}
          className="shop-search-links__group"
          aria-labelledby={`shop-search-links-${group.key}`}
        >
          <h2 id={`shop-search-links-${group.key}`} className="shop-search-links__heading">
            {group.heading}
          </h2>
          <ul className="shop-search-links__list">
            {group.links.map((link) => (
              <li key={link.id}>
                <a className="shop-search-links__link" href={link.url}>
                  <span className="shop-search-links__title">{link.title}</span>{' '}
                  <span className="shop-search-links__count">
                    {t('search.linkGroups.count', { count: link.count })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
