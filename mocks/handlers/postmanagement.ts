/**
 * `postmanagement/v1/...` (admin spec §7): posts, post categories and post comments, for ADMIN and
 * POST_MANAGEMENT. Lists page, sort (`field,asc|desc` on the served view, default newest first) and
 * filter; bodies are validated with the request schemas the client builds them with. Titles and
 * bodies are stored per language: a new post gets the typed text in both, an edit changes the
 * language of the request. What the blog shows (`site/v1/post...`) follows every change. A body is
 * stored as typed (scripts included); the client renders it only through its sanitiser.
 */
import { http, type HttpHandler } from 'msw';
import {
  confirmRequestSchema,
  postCategoryRequestSchema,
  postCommentFilterSchema,
  postCommentReplySchema,
  postFilterSchema,
  postRequestSchema,
} from '@/api/schemas/contentRequests';
import { publishRequestSchema } from '@/api/schemas/requests';
import { nowIso } from '../db/clock';
import { byId, withDescendants } from '../db/queries';
import { DIR } from '../db/seed/files';
import { db, nextId } from '../db/state';
import type { I18n, PostCategoryRecord, PostCommentRecord, PostRecord } from '../db/types';
import { commentView, postCategoryTree, postView } from '../db/views';
import { fail, lang, notFound, ok, parseBody, readBody, readJson, readMultipart, requireUser, type Lang } from '../lib/http';
import { t } from '../lib/i18n';
import { applySorter, filterBy, paginate, sorterOf } from '../lib/list';
import { storeImages } from '../lib/uploads';

const BASE = '*/postmanagement/v1';
const STAFF = ['ADMIN', 'POST_MANAGEMENT'] as const;
const SAVED = 'Saved successfully.';
const DELETED = 'Deleted successfully.';
const GONE = 'The item does not exist; it may have been deleted already.';

/** The typed text in the request's language; a new record gets it in both. */
export function textIn(text: string, language: Lang, previous?: I18n): I18n {
  return previous ? { ...previous, [language]: text } : { fa: text, en: text };
}

const id = (value: unknown) => (typeof value === 'string' ? value : undefined);

function checkCategories(ids: readonly string[]): void {
  const unknown = ids.find((c) => !byId(db.postCategories, c));
  if (unknown) throw fail('categories: The selected category does not exist.');
}

function checkPostAlias(alias: string, own?: string): void {
  if (db.posts.some((p) => p.alias === alias && p.id !== own)) throw fail('alias: This alias is already used by another post.');
}

function checkCategoryAlias(alias: string, own?: string): void {
  if (db.postCategories.some((c) => c.alias === alias && c.id !== own)) throw fail('alias: This alias is already used by another category.');
}

/** A comment and every reply below it. */
function commentWithReplies(rootId: string): Set<string> {
  return withDescendants(
    db.postComments.map((c) => ({ id: c.id, parent: c.parent })),
    [rootId],
  );
}

const postHandlers: HttpHandler[] = [
  http.post(`${BASE}/post/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const f = parseBody(postFilterSchema, await readJson(request));
    const wanted = f.categories?.length ? withDescendants(db.postCategories, f.categories) : null;
    const views = db.posts
      .filter((p) => filterBy.text(p.title, f.title) && filterBy.dateRange(p.createdAt, f.createdAt) && (!wanted || p.categories.some((c) => wanted.has(c))))
      .map((p) => postView(p, l));
    return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.get(`${BASE}/post/all`, ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    return ok(applySorter(db.posts.map((p) => postView(p, l)), 'title,asc', { lang: l }));
  }),
  http.post(`${BASE}/post`, async ({ request }) => {
    const user = requireUser(request, STAFF);
    const l = lang(request);
    const { data, files } = await readMultipart(request, 'post', postRequestSchema);
    checkPostAlias(data.alias);
    checkCategories(data.categories);
    const fileIds = storeImages(files, DIR.postImages);
    const at = nowIso();
    const post: PostRecord = {
      id: nextId('po', db.posts),
      title: textIn(data.title, l),
      alias: data.alias,
      body: textIn(data.body, l),
      files: fileIds,
      categories: [...new Set(data.categories)],
      user: user.id,
      hits: 0,
      publish: true,
      createdAt: at,
      updatedAt: at,
    };
    db.posts.push(post);
    return ok(post.id, SAVED);
  }),
  http.delete(`${BASE}/post/:id/file/:fileId`, ({ request, params }) => {
    requireUser(request, STAFF);
    const post = byId(db.posts, id(params.id));
    if (!post) return notFound();
    if (!post.files.includes(String(params.fileId))) return notFound('The file does not exist.');
    post.files = post.files.filter((f) => f !== params.fileId);
    post.updatedAt = nowIso();
    return ok(null, DELETED);
  }),
  http.put(`${BASE}/post/:id/changepublished`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const post = byId(db.posts, id(params.id));
    if (!post) return notFound();
    const { publish } = await readBody(request, publishRequestSchema);
    Object.assign(post, { publish, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.get(`${BASE}/post/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const post = byId(db.posts, id(params.id));
    return post ? ok(postView(post, lang(request))) : notFound();
  }),
  http.put(`${BASE}/post/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const post = byId(db.posts, id(params.id));
    if (!post) return notFound();
    const l = lang(request);
    const { data, files } = await readMultipart(request, 'post', postRequestSchema);
    checkPostAlias(data.alias, post.id);
    checkCategories(data.categories);
    const fileIds = storeImages(files, DIR.postImages);
    Object.assign(post, {
      title: textIn(data.title, l, post.title),
      alias: data.alias,
      body: textIn(data.body, l, post.body),
      categories: [...new Set(data.categories)],
      files: [...post.files, ...fileIds],
      updatedAt: nowIso(),
    });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/post/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const post = byId(db.posts, id(params.id));
    if (!post) return notFound(GONE);
    db.posts.splice(db.posts.indexOf(post), 1);
    db.postComments = db.postComments.filter((c) => c.post !== post.id);
    return ok(null, DELETED);
  }),
];

const commentHandlers: HttpHandler[] = [
  http.post(`${BASE}/postcomment/list`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const f = parseBody(postCommentFilterSchema, await readJson(request));
    const views = db.postComments
      .filter(
        (c) =>
          filterBy.text(c.comment, f.comment) &&
          filterBy.dateRange(c.createdAt, f.createdAt) &&
          filterBy.inList(c.post, f.posts) &&
          filterBy.inList(c.user, f.users),
      )
      .map((c) => commentView(c, l));
    return ok(paginate(applySorter(views, sorterOf(request), { lang: l, fallback: 'createdAt,desc' }), request));
  }),
  http.post(`${BASE}/postcomment`, async ({ request }) => {
    const user = requireUser(request, STAFF);
    const body = await readBody(request, postCommentReplySchema);
    const post = byId(db.posts, body.post);
    if (!post) return fail('post: The post does not exist.');
    const parent = byId(db.postComments, body.parent);
    if (!parent || parent.post !== post.id) return fail('parent: The comment you replied to was not found.');
    const at = nowIso();
    const record: PostCommentRecord = {
      id: nextId('pocm', db.postComments),
      comment: { fa: body.comment, en: body.comment },
      parent: parent.id,
      post: post.id,
      user: user.id,
      confirm: body.confirm,
      createdAt: at,
      updatedAt: at,
    };
    db.postComments.push(record);
    return ok(record.id, SAVED);
  }),
  http.put(`${BASE}/postcomment/:id/changeconfirmed`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = byId(db.postComments, id(params.id));
    if (!comment) return notFound();
    const { confirm } = await readBody(request, confirmRequestSchema);
    Object.assign(comment, { confirm, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.get(`${BASE}/postcomment/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = byId(db.postComments, id(params.id));
    return comment ? ok(commentView(comment, lang(request))) : notFound();
  }),
  http.delete(`${BASE}/postcomment/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const comment = byId(db.postComments, id(params.id));
    if (!comment) return notFound(GONE);
    const gone = commentWithReplies(comment.id);
    db.postComments = db.postComments.filter((c) => !gone.has(c.id));
    return ok(null, DELETED);
  }),
];

function categoryView(c: PostCategoryRecord, l: Lang) {
  return { id: c.id, title: t(c.title, l), alias: c.alias, parent: c.parent, position: c.position, createdAt: c.createdAt, updatedAt: c.updatedAt };
}

const categoryHandlers: HttpHandler[] = [
  http.get(`${BASE}/postCategory/tree`, ({ request }) => {
    requireUser(request, STAFF);
    // admin counts every post, published or not
    return ok(postCategoryTree(lang(request), false));
  }),
  http.post(`${BASE}/postCategory`, async ({ request }) => {
    requireUser(request, STAFF);
    const l = lang(request);
    const body = await readBody(request, postCategoryRequestSchema);
    checkCategoryAlias(body.alias);
    const parent = body.parent ?? null;
    if (parent && !byId(db.postCategories, parent)) return fail('parent: The selected category does not exist.');
    const at = nowIso();
    const category: PostCategoryRecord = {
      id: nextId('poc', db.postCategories),
      title: textIn(body.title, l),
      alias: body.alias,
      parent,
      position: db.postCategories.filter((c) => c.parent === parent).length + 1,
      createdAt: at,
      updatedAt: at,
    };
    db.postCategories.push(category);
    return ok(category.id, SAVED);
  }),
  http.get(`${BASE}/postCategory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const category = byId(db.postCategories, id(params.id));
    return category ? ok(categoryView(category, lang(request))) : notFound();
  }),
  http.put(`${BASE}/postCategory/:id`, async ({ request, params }) => {
    requireUser(request, STAFF);
    const category = byId(db.postCategories, id(params.id));
    if (!category) return notFound();
    const body = await readBody(request, postCategoryRequestSchema);
    checkCategoryAlias(body.alias, category.id);
    const parent = body.parent ?? null;
    if (parent && !byId(db.postCategories, parent)) return fail('parent: The selected category does not exist.');
    if (parent && withDescendants(db.postCategories, [category.id]).has(parent)) return fail('parent: A category cannot be moved under itself.');
    if (parent !== category.parent) category.position = db.postCategories.filter((c) => c.parent === parent).length + 1;
    Object.assign(category, { title: textIn(body.title, lang(request), category.title), alias: body.alias, parent, updatedAt: nowIso() });
    return ok(null, SAVED);
  }),
  http.delete(`${BASE}/postCategory/:id`, ({ request, params }) => {
    requireUser(request, STAFF);
    const category = byId(db.postCategories, id(params.id));
    if (!category) return notFound(GONE);
    if (db.postCategories.some((c) => c.parent === category.id)) return fail('This category has subcategories and cannot be deleted.');
    if (db.posts.some((p) => p.categories.includes(category.id))) return fail('This category still has posts and cannot be deleted.');
    db.postCategories.splice(db.postCategories.indexOf(category), 1);
    return ok(null, DELETED);
  }),
];

export const postManagementHandlers: HttpHandler[] = [...postHandlers, ...commentHandlers, ...categoryHandlers];
