/**
 * postmanagement service (admin spec §7): posts, post categories and post comments. Each entity's
 * calls are wired once (`entityEndpoints`, src/api/list.ts) and exported as one value for its resource
 * declaration. Post changes also refresh what the blog shows (its post lists, the post page and the
 * category tree with its counts); comment changes refresh the blog's post pages.
 */
import { baseApi } from '../baseApi';
import { allEndpoint, entityEndpoints, newId, type MultipartArgs, type ToggleArgs } from '../list';
import { z } from 'zod/mini';
import { checked } from '../checked';
import { adminPostCategorySchema, adminPostSchema, postCommentSchema, type AdminPost, type AdminPostCategory, type PostComment } from '../schemas';
import type {
  PostCategoryRequest,
  PostCommentFilter,
  PostCommentReply,
  PostFilter,
  PostRequest,
} from '../schemas/contentRequests';

const BASE = 'postmanagement/v1';

/** Post add/edit: multipart with the JSON part `post` and one `files` part per new image. */
export type PostArgs = MultipartArgs<PostRequest>;

const CATEGORY_TREES = [
  { type: 'PostCategory' as const, id: 'ADMIN_TREE' },
  { type: 'PostCategory' as const, id: 'TREE' },
];

export const postmanagementApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const post = entityEndpoints<AdminPost, PostArgs, PostFilter>(build, BASE, 'post', 'Post', {
      schema: adminPostSchema,
      multipart: 'post',
      toggles: { publish: 'changepublished' },
      alsoInvalidates: CATEGORY_TREES,
    });
    const comment = entityEndpoints<PostComment, PostCommentReply, PostCommentFilter>(build, BASE, 'postcomment', 'Comment', { schema: postCommentSchema });
    // a comment change shows or hides text on a blog post page and changes the comment counts of the
    // blog's lists: every Post-tagged query reloads (the type without an id)
    const commentChanged = (id?: string) => [...(id ? [{ type: 'Comment' as const, id }] : []), { type: 'Comment' as const, id: 'LIST' }, 'Post' as const];
    return {
      adminPostList: post.list,
      adminPost: post.one,
      addPost: post.add,
      editPost: post.edit,
      deletePost: post.remove,
      deletePostFile: post.deleteFile,
      changePostPublished: post.toggles.publish,
      /** Every post (selects: the comment filter). */
      adminPostAll: allEndpoint<AdminPost>(build, 'Post', () => `${BASE}/post/all`, adminPostSchema),

      adminPostCommentList: comment.list,
      adminPostComment: comment.one,
      replyPostComment: build.mutation<string | undefined, PostCommentReply>({
        query: (body) => ({ url: `${BASE}/postcomment`, method: 'POST', body }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : commentChanged()),
      }),
      deletePostComment: build.mutation<unknown, string>({
        query: (id) => ({ url: `${BASE}/postcomment/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, id) => commentChanged(id),
      }),
      changePostCommentConfirmed: build.mutation<unknown, ToggleArgs>({
        query: ({ id, value }) => ({ url: `${BASE}/postcomment/${encodeURIComponent(id)}/changeconfirmed`, method: 'PUT', body: { confirm: value } }),
        invalidatesTags: (_r, _e, { id }) => commentChanged(id),
      }),

      /** The post category tree with post counts (every post, published or not). */
      postCategoryAdminTree: build.query<AdminPostCategory[], void>({
        query: () => `${BASE}/postCategory/tree`,
        ...checked(z.array(adminPostCategorySchema)),
        providesTags: [{ type: 'PostCategory', id: 'ADMIN_TREE' }],
      }),
      postCategoryOne: build.query<AdminPostCategory, string>({
        query: (id) => `${BASE}/postCategory/${encodeURIComponent(id)}`,
        ...checked(adminPostCategorySchema),
        providesTags: (_r, _e, id) => [{ type: 'PostCategory', id }],
      }),
      addPostCategory: build.mutation<string | undefined, PostCategoryRequest>({
        query: (body) => ({ url: `${BASE}/postCategory`, method: 'POST', body }),
        transformResponse: newId,
        invalidatesTags: (_r, error) => (error ? [] : CATEGORY_TREES),
      }),
      editPostCategory: build.mutation<unknown, { id: string; body: PostCategoryRequest }>({
        query: ({ id, body }) => ({ url: `${BASE}/postCategory/${encodeURIComponent(id)}`, method: 'PUT', body }),
        // titles show in the post lists too
        invalidatesTags: (_r, error, { id }) => (error ? [] : [...CATEGORY_TREES, { type: 'PostCategory', id }, { type: 'Post', id: 'LIST' }]),
      }),
      deletePostCategory: build.mutation<unknown, string>({
        query: (id) => ({ url: `${BASE}/postCategory/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, id) => [...CATEGORY_TREES, { type: 'PostCategory', id }],
      }),
    };
  },
});

export const {
  useAdminPostAllQuery,
  usePostCategoryAdminTreeQuery,
  useDeletePostCategoryMutation,
} = postmanagementApi;

const e = postmanagementApi.endpoints;
/** Each entity's calls as one value, for its resource declaration. */
export const postEndpoints = { list: e.adminPostList, one: e.adminPost, add: e.addPost, edit: e.editPost, remove: e.deletePost, toggles: { publish: e.changePostPublished } };
export const postCommentEndpoints = { list: e.adminPostCommentList, one: e.adminPostComment, add: e.replyPostComment, remove: e.deletePostComment, toggles: { confirm: e.changePostCommentConfirmed } };
