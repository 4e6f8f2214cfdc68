/** Plain-text helpers for posts: excerpt of the rich body, author name. */
import type { Comment, Post } from '@/api/schemas';
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

/** The post's comments as the page shows them (a list may carry bare ids, which have nothing to show). */
export function commentsOf(post: Pick<Post, 'comments'>): Comment[] {
  return (post.comments ?? []).filter((c): c is Comment => typeof c === 'object');
}

/**
 * How many comments a post has: every comment and reply it carries (a bare id counts as one); undefined
 * when the answer carries no comments, so the count is not shown.
 */
export function commentCount(post: Pick<Post, 'comments'>): number | undefined {
  const count = (list: readonly (string | Comment)[]): number => list.reduce((n, c) => n + 1 + (typeof c === 'string' ? 0 : count(c.children ?? [])), 0);
  return post.comments ? count(post.comments) : undefined;
}

