import type { Comment } from '@/api/schemas';

export interface CommentValues {
  comment: string;
  parent?: string | null;
}

/** Resolves true when the server accepted the comment (the form clears), false to keep the text. */
export type CommentSubmit = (values: CommentValues) => Promise<boolean>;

export type { Comment };
