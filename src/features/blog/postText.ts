/** Plain-text helpers for posts: excerpt of the rich body, author name. */
import type { Post } from '@/api/schemas';
import { clip, htmlToText } from '@/components/usePageMeta';

export const EXCERPT_MAX = 180;

export function excerpt(body: string | null | undefined, max = EXCERPT_MAX): string {
  return clip(htmlToText(body), max);
}

export type PostAuthor = Exclude<Post['user'], string | null | undefined>;

export function authorOf(post: Pick<Post, 'user'>): PostAuthor | null {
  return post.user && typeof post.user === 'object' ? post.user : null;
}

export function authorName(author: PostAuthor | null): string {
  return author ? [author.firstName, author.lastName].filter(Boolean).join(' ') : '';
}

/** A positive page number from the URL (anything else is page 1). */
export function pageParam(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
