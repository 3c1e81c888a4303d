import { useT } from '@shop/i18n/react';
import { MediaImage } from '../primitives/MediaImage';
import type { BlogPostSummaryData } from './blog-model';

export interface BlogListProps {
  /** The page's heading; the translated title when empty. */
  title?: string;
  posts: readonly BlogPostSummaryData[];
}

// The most teasers a row holds (three at 64rem); any of them can be the page's largest paint.
const FIRST_ROW = 3;

/** The blog's overview: each post with its picture, date, title and teaser, linking to the post. */
export function BlogList({ title, posts }: BlogListProps) {
  const t = useT();
  return (
    <section className="shop-blog" aria-labelledby="shop-blog-title">
      <h1 id="shop-blog-title" className="shop-blog__title">
        {title?.trim() || t('blog.title')}
      </h1>
      {posts.length === 0 ? (
        <p className="shop-blog__empty">{t('blog.empty')}</p>
      ) : (
        <ul className="shop-blog__list">
          {posts.map((post, index) => (
            <li key={post.id} className="shop-blog__teaser">
              <article aria-labelledby={`shop-blog-post-${index}`}>
                {post.image ? (
                  <MediaImage
                    className="shop-blog__image"
                    src={post.image.src}
                    alt={post.image.alt}
                    aspectRatio={16 / 9}
                    sizes="(max-width: 991px) 100vw, 33vw"
                    priority={index < FIRST_ROW}
                  />
                ) : null}
                <h2 id={`shop-blog-post-${index}`} className="shop-blog__post-title">
                  <a href={post.url}>{post.title}</a>
                </h2>
                <p className="shop-blog__date">
                  <time dateTime={post.publishedAt}>{t('blog.published', { date: post.publishedText })}</time>
                </p>
                <p className="shop-blog__excerpt">{post.teaser}</p>
                <a className="shop-blog__more" href={post.url}>
                  {t('blog.readMore')}
                  <span className="shop-visually-hidden">: {post.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
