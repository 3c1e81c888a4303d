import { useT } from '@shop/i18n/react';
import { MediaImage } from '../primitives/MediaImage';
import type { BlogPostData } from './blog-model';

export interface BlogPostProps {
  post: BlogPostData;
  /** The blog's overview. */
  blogHref: string;
}

/** One blog post: title, author and date, picture, the editor's text, and the way back to the overview. */
export function BlogPost({ post, blogHref }: BlogPostProps) {
  const t = useT();
  return (
    <article className="shop-blog-post" aria-labelledby="shop-blog-post-title">
      <h1 id="shop-blog-post-title" className="shop-blog-post__title">
        {post.title}
      </h1>
      <p className="shop-blog__date">
        <time dateTime={post.publishedAt}>
          {post.author
            ? t('blog.byline', { author: post.author, date: post.publishedText })
            : t('blog.published', { date: post.publishedText })}
        </time>
      </p>
      {post.image ? (
        <MediaImage
          className="shop-blog-post__image"
          src={post.image.src}
          alt={post.image.alt}
          aspectRatio={16 / 9}
          sizes="(max-width: 991px) 100vw, 48rem"
          priority
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitised on the server (sanitizeContentHtml) */}
      <div className="shop-blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <p className="shop-blog-post__back">
        <a href={blogHref}>{t('blog.back')}</a>
      </p>
    </article>
  );
}
