/**
 * The product's comment thread, loaded when the comments tab opens (the form library stays out of the
 * product page's first load). Posting refreshes the product (its comments) through the Product tag.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { Comment } from '@/api/schemas';
import { useAddProductCommentMutation } from '@/api/services/site';
import { useAuth } from '@/state/useAuth';

const CommentThread = lazy(() => import('@/components/comments/CommentThread'));

export function ProductComments({ productId, comments }: { productId: string; comments: Comment[] }) {
  const { isAuthenticated } = useAuth();
  const [send] = useAddProductCommentMutation();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <CommentThread
        comments={comments}
        canComment={isAuthenticated}
        onSubmit={async ({ comment, parent }) => {
          try {
            await send({ comment, parent: parent ?? null, product: productId }).unwrap();
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Suspense>
  );
}
