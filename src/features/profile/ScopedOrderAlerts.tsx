/** The new-order alerts inside antd's App (their notifications use App.useApp), loaded only for the staff user who gets them. */
import { App as AntApp } from 'antd';
import OrderAlerts from './OrderAlerts';

export default function ScopedOrderAlerts() {
  return (
    <AntApp component={false}>
      <OrderAlerts />
    </AntApp>
  );
}
