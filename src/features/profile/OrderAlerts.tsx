/**
 * Staff new-order alerts (spec §6): every 20 s the first 20 new orders (paid, not yet opened by staff)
 * are fetched quietly; the count is the total the server reports (never capped at the page of 20).
 * When it is above 0 a 15-second notification with the count in Persian digits and a short sound
 * appear; opening the orders (the admin invoice view marks them seen) makes the count drop to 0.
 * Mounted by `StaffOrderAlerts` only for the configured user on desktop.
 */
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/components/links';
import { useNewOrdersQuery } from '@/api/services/ecommerceOrders';
import type { Invoice, Paged } from '@/api/schemas';
import { toPersianDigits } from '@/lib/digits';
import { beep } from './beep';
import { paths } from '@/lib/paths';

export const ORDER_POLLING_MS = 20_000;
const NOTICE_SECONDS = 15;

/** Where the alert leads: the admin invoice list filtered to the new orders. */
export const NEW_ORDERS_PATH = paths.newOrders;

/** New orders as the server reports them: the list's total (the page holds at most 20 of them). */
export function newOrderCount(data: Pick<Paged<Invoice>, 'docs' | 'total'> | undefined): number {
  if (!data) return 0;
  return Math.max(data.total || 0, data.docs.filter((inv) => (inv as { view?: boolean }).view !== true).length);
}

export default function OrderAlerts() {
  const intl = useIntl();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { data, fulfilledTimeStamp } = useNewOrdersQuery(undefined, { pollingInterval: ORDER_POLLING_MS, skipPollingIfUnfocused: false });
  const shown = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!fulfilledTimeStamp || shown.current === fulfilledTimeStamp) return;
    shown.current = fulfilledTimeStamp;
    const count = newOrderCount(data);
    if (count <= 0) return;
    notification.info({
      key: 'staff-new-orders',
      title: intl.formatMessage({ id: 'profile.alerts.title' }),
      description: (
        // The notification lives outside the router: navigate with this screen's navigate.
        <a
          href={NEW_ORDERS_PATH}
          onClick={(event) => {
            event.preventDefault();
            void navigate(NEW_ORDERS_PATH);
          }}
        >
          {intl.formatMessage({ id: 'profile.alerts.body' }, { count: toPersianDigits(count) })}
        </a>
      ),
      duration: NOTICE_SECONDS,
      placement: intl.locale === 'fa' ? 'topLeft' : 'topRight',
    });
    beep();
  }, [data, fulfilledTimeStamp, intl, navigate, notification]);

  return null;
}
