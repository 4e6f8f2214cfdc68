/** A failed load: a warning with a retry button (the server's own message is already shown by the baseQuery). */
import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={<FormattedMessage id="shop.loadFailed" />}
      action={
        <Button size="small" onClick={onRetry}>
          <FormattedMessage id="app.retry" />
        </Button>
      }
    />
  );
}
