import type { Post, PostCategory } from '@/api/schemas';
import { t, type Lang } from '../../lib/i18n';
import { byId, categoryTree, countsInTree, withDescendants } from '../queries';
import { db } from '../state';
import type { PostCategoryRecord, PostRecord } from '../types';
import { commentTree } from './comments';
import { fileRefs } from './common';
import { authorView } from './users';

export interface PostViewOptions {
  /** include the confirmed comment tree */
  comments?: boolean;
  /** include unconfirmed comments too (admin) */
  allComments?: boolean;
}

/**
 * A post with body, author, categories `{ id, title, alias }` and its confirmed comments: the thread
 * (nested replies) with `comments`/`allComments`, else their ids (what a list card counts).
 */
export function postView(p: PostRecord, lang: Lang, options: PostViewOptions = {}): Post {
  const records = db.postComments.filter((c) => c.post === p.id);
  const view: Post = {
    id: p.id,
    alias: p.alias,
    title: t(p.title, lang),
    body: t(p.body, lang),
    files: fileRefs(p.files),
    categories: p.categories
      .map((id) => byId(db.postCategories, id))
      .filter((c): c is PostCategoryRecord => !!c)
      .map((c) => ({ id: c.id, title: t(c.title, lang), alias: c.alias })),
    user: authorView(byId(db.users, p.user), lang),
    hits: p.hits,
    publish: p.publish,
    comments: records.filter((c) => c.confirm).map((c) => c.id),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
  if (options.comments || options.allComments) view.comments = commentTree(records, lang, !options.allComments);
  return view;
}

function categoryNode(c: PostCategoryRecord, lang: Lang, counts: Map<string, number>): PostCategory {
  return {
    id: c.id,
    title: t(c.title, lang),
    alias: c.alias,
    parent: c.parent,
    position: c.position,
    posts: counts.get(c.id) ?? 0,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** The post category tree with `posts` counts; with `rootId`, that subtree as a one-item list. */
export function postCategoryTree(lang: Lang, publishedOnly = true, rootId?: string): PostCategory[] {
  const counts = countsInTree(db.postCategories, db.posts, publishedOnly);
  return categoryTree(db.postCategories, (c) => categoryNode(c, lang, counts), rootId);
}

export function postCategoryIdsWithDescendants(ids: readonly string[]): Set<string> {
  return withDescendants(db.postCategories, ids);
}
