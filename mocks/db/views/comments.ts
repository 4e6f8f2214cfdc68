import type { Comment } from '@/api/schemas';
import { t, type Lang } from '../../lib/i18n';
import { byId } from '../queries';
import { db } from '../state';
import type { PostCommentRecord, ProductCommentRecord } from '../types';
import { authorView } from './users';

type AnyComment = ProductCommentRecord | PostCommentRecord;

/** One comment without replies; `product`/`post` as `{ id, name|title, alias }`. */
export function commentView(record: AnyComment, lang: Lang): Comment {
  const base: Comment = {
    id: record.id,
    comment: t(record.comment, lang),
    parent: record.parent,
    confirm: record.confirm,
    user: authorView(byId(db.users, record.user), lang),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  if ('product' in record) {
    const product = byId(db.products, record.product);
    base.product = product ? { id: product.id, name: t(product.name, lang), alias: product.alias } : record.product;
  } else {
    const post = byId(db.posts, record.post);
    base.post = post ? { id: post.id, title: t(post.title, lang), alias: post.alias } : record.post;
  }
  return base;
}

/**
 * Nests comments as `children` (replies under their parent), oldest first at every level.
 * With `confirmedOnly`, unconfirmed comments (and what hangs below them) are left out.
 */
export function commentTree(records: readonly AnyComment[], lang: Lang, confirmedOnly: boolean): Comment[] {
  const visible = confirmedOnly ? records.filter((r) => r.confirm) : records;
  const byParent = new Map<string | null, AnyComment[]>();
  for (const r of visible) {
    const key = r.parent ?? null;
    const list = byParent.get(key);
    if (list) list.push(r);
    else byParent.set(key, [r]);
  }
  const build = (parent: string | null): Comment[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((r) => ({ ...commentView(r, lang), children: build(r.id) }));
  return build(null);
}
