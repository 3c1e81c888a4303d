// The reviews provider's store: what a shop's review form submits waits as 'pending' until the shop's moderator
// approves it; only published reviews are served, with their average and a histogram by star.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews } from '../db/schema';
import { nextId } from '../floor/ids';
import type { TextLanguage } from '../floor/markets';

/** Each shop (edition) of the brand has its own provider account, known by its token. */
export const REVIEW_ACCOUNTS: Readonly<Record<string, TextLanguage>> = {
  de: 'de',
  en: 'en',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  gb: 'gb',
  es: 'es',
  id: 'id',
};

/** The sandbox's token of an edition's account (what the storefront defaults to). */
export const reviewsToken = (edition: string) => `sandbox-reviews-token-${edition}`;

/** The account a token belongs to: its review language, or null for an unknown token. */
export function accountOfToken(
  token: string | undefined,
): { edition: string; language: TextLanguage } | null {
  const edition = token?.startsWith('sandbox-reviews-token-')
    ? token.slice('sandbox-reviews-token-'.length)
    : '';
  const language = REVIEW_ACCOUNTS[edition];
  return language ? { edition, language } : null;
}

export interface ReviewSubmission {
  productId: number;
  language: TextLanguage;
  rating: number;
  title: string;
  comment: string;
  email: string;
  name: string;
}

export type StoredReview = typeof reviews.$inferSelect;

export async function submitReview(db: Db, submission: ReviewSubmission): Promise<StoredReview> {
  const id = await nextId(db, 'review');
  const [row] = await db
    .insert(reviews)
    .values({
      id,
      productId: submission.productId,
      language: submission.language,
      rating: submission.rating,
      title: submission.title,
      comment: submission.comment,
      authorName: submission.name,
      email: submission.email,
      // The provider marks a review verified when the address bought the product; the sandbox has no such link.
      verifiedPurchase: false,
      status: 'pending',
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('review insert returned nothing');
  return row;
}

/** Publishes a pending review; null when there is none with the id. */
export async function approveReview(db: Db, id: number): Promise<StoredReview | null> {
  const [row] = await db
    .update(reviews)
    .set({ status: 'published' })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Submissions by address, newest first (the moderation queue the test hooks read). */
export function reviewsByEmail(db: Db, email: string): Promise<StoredReview[]> {
  return db.select().from(reviews).where(eq(reviews.email, email.toLowerCase())).orderBy(desc(reviews.id));
}

export interface PublishedReviews {
  reviews: StoredReview[];
  total: number;
  average: number | null;
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** A page of a product's published reviews (optionally of one rating), with the product's average and histogram. */
export async function publishedReviews(
  db: Db,
  productId: number,
  { page, perPage, rating }: { page: number; perPage: number; rating: number | null },
): Promise<PublishedReviews> {
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const counts = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(published)
    .groupBy(reviews.rating);
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  let all = 0;
  for (const row of counts) {
    histogram[String(row.rating) as keyof typeof histogram] = row.n;
    sum += row.rating * row.n;
    all += row.n;
  }
  const filter = rating === null ? published : and(published, eq(reviews.rating, rating));
  const rows = await db
    .select()
    .from(reviews)
    .where(filter)
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    reviews: rows,
    total: rating === null ? all : histogram[String(rating) as keyof typeof histogram],
    average: all ? Math.round((sum / all) * 10) / 10 : null,
    histogram,
  };
}
