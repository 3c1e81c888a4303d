'use client';

import { useI18n, useT } from '@shop/i18n/react';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../primitives/Button';
import { Stars } from './Stars';

export interface ReviewData {
  id: string;
  rating: number;
  title: string;
  comment: string;
  author: string;
  /** The language it was written in (`nl`), when the page's is another: its text is marked with it. */
  language?: string | null;
  verifiedPurchase: boolean;
  /** ISO date. */
  createdAt: string;
}

export interface ProductReviewsProps {
  average: number | null;
  count: number;
  histogram: Record<1 | 2 | 3 | 4 | 5, number>;
  reviews: ReviewData[];
  /** Reviews shown at first and added by each 'Show more reviews'. */
  pageSize?: number;
  /** The review form, below the list. */
  form?: ReactNode;
  /** Prefix of the anchors the histogram links point at. */
  anchor?: string;
}

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Reviews (spec §3): average, count, a histogram by star whose bars are links that filter the list, and the list
 * (title, comment, stars, author, verified purchase), paged by 'Show more reviews'.
 */
export function ProductReviews({
  average,
  count,
  histogram,
  reviews,
  pageSize = 5,
  form,
  anchor = 'product-reviews',
}: ProductReviewsProps) {
  const t = useT();
  const { formatDate } = useI18n();
  const listId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [shown, setShown] = useState(pageSize);
  // Newest first, whatever order the provider's data came in.
  const newest = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const filtered = rating === null ? newest : newest.filter((review) => review.rating === rating);
  const visible = filtered.slice(0, shown);

  const filter = (stars: number | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setRating(stars);
    setShown(pageSize);
    document.getElementById(listId)?.focus();
  };

  return (
    <div className="shop-reviews">
      {count > 0 && average !== null ? (
        <div className="shop-reviews__summary">
          <p className="shop-reviews__average">
            <Stars rating={average} />
            <span>{t('reviews.average', { rating: average })}</span>
          </p>
          <p className="shop-reviews__count">{t('reviews.basedOn', { count })}</p>
          <ul className="shop-reviews__histogram">
            {STARS.map((stars) => {
              const n = histogram[stars] ?? 0;
              return (
                <li key={stars}>
                  <a
                    href={`#${anchor}`}
                    onClick={filter(stars)}
                    aria-current={rating === stars ? 'true' : undefined}
                    className="shop-reviews__bar"
                  >
                    <span className="shop-reviews__bar-label">
                      {t('reviews.histogram.row', { stars, count: n })}
                    </span>
                    <span className="shop-reviews__bar-track" aria-hidden="true">
                      <span
                        className="shop-reviews__bar-fill"
                        style={{ inlineSize: `${count ? Math.round((n / count) * 100) : 0}%` }}
                      />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="shop-reviews__empty">{t('reviews.empty')}</p>
      )}
      {rating !== null ? (
        <p className="shop-reviews__filter">
          <span>{t('reviews.filter.showing', { stars: rating })}</span>{' '}
          <a href={`#${anchor}`} onClick={filter(null)}>
            {t('reviews.filter.clear')}
          </a>
        </p>
      ) : null}
      <ul id={listId} className="shop-reviews__list" tabIndex={-1} aria-label={t('reviews.title')}>
        {visible.map((review) => (
          <li key={review.id} className="shop-reviews__item">
            <article aria-labelledby={`${listId}-${review.id}`}>
              <Stars rating={review.rating} />
              {/* A review in another language is read in that language's voice (title and text, not the byline). */}
              <h3
                id={`${listId}-${review.id}`}
                className="shop-reviews__title"
                {...(review.language ? { lang: review.language } : {})}
              >
                {review.title}
              </h3>
              <p className="shop-reviews__comment" {...(review.language ? { lang: review.language } : {})}>
                {review.comment}
              </p>
              <p className="shop-reviews__byline">
                {t('reviews.byline', {
                  name: review.author,
                  date: formatDate(review.createdAt, { dateStyle: 'medium', timeZone: 'UTC' }),
                })}
                {review.verifiedPurchase ? (
                  <span className="shop-reviews__verified">{t('reviews.verifiedPurchase')}</span>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {visible.length < filtered.length ? (
        <Button variant="secondary" onClick={() => setShown((current) => current + pageSize)}>
          {t('reviews.showMore')}
        </Button>
      ) : null}
      {form}
    </div>
  );
}
