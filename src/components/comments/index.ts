/** The shared comment thread (product page, blog post page). */
export { CommentThread, type CommentThreadProps } from './CommentThread';
export { CommentForm, COMMENT_MAX } from './CommentForm';
export { REVEAL_DELAY_MS } from './useRevealPaging';
export type { CommentSubmit, CommentValues } from './types';
