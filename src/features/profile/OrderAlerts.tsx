/**
 * Staff new-order alerts (spec §6): every 20 s the first 20 invoices are fetched quietly; when some of
 * them are new (not yet opened by staff) a 15-second notification with the count in Persian digits and
 * a short sound appear. Mounted by `StaffOrderAlerts` only for the configured user on desktop.
 */
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useInvoiceListQuery } from '@/api/services/invoice';
import type { Invoice } from '@/api/schemas';
import { toPersianDigits } from '@/lib/digits';
import { beep } from './beep';
import { paths } from '@/lib/paths';

export const ORDER_POLLING_MS = 20_000;
const NOTICE_SECONDS = 15;

/** New orders among the fetched invoices: those staff have not opened (all of them when the flag is absent). */
export function newOrderCount(docs: readonly Invoice[] | undefined): number {
  return (docs ?? []).filter((inv) => (inv as { view?: boolean }).view !== true).length;
}

export default function OrderAlerts() {
  const intl = useIntl();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { data, fulfilledTimeStamp } = useInvoiceListQuery({ page: 1, limit: 20, filters: {}, silent: true }, { pollingInterval: ORDER_POLLING_MS, skipPollingIfUnfocused: false });
  const shown = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!fulfilledTimeStamp || shown.current === fulfilledTimeStamp) return;
    shown.current = fulfilledTimeStamp;
    const count = newOrderCount(data?.docs);
    if (count <= 0) return;
    notification.info({
      key: 'staff-new-orders',
      title: intl.formatMessage({ id: 'profile.alerts.title' }),
      description: (
        // The notification lives outside the router: navigate with this screen's navigate.
        <a
          href={paths.invoices}
          onClick={(event) => {
            event.preventDefault();
            navigate(paths.invoices);
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
