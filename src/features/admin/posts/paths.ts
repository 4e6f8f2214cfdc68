/** The post management pages (route tree component names PostList, PostForm, PostCategory, PostComment). */
export const POST_LIST_PATH = '/post-management/post';
export const POST_ADD_PATH = `${POST_LIST_PATH}/add`;
export const postEditPath = (id: string) => `${POST_LIST_PATH}/edit/${encodeURIComponent(id)}`;
/** The public page of a post (comment list links). */
export const blogPostPath = (alias: string) => `/blog/post/${encodeURIComponent(alias)}`;
