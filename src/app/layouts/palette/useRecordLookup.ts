/**
 * The command palette's record lookups, through the existing admin list calls (page 1, 5 rows):
 * an invoice by number, a product by name, a post by title, a user by name, mobile or email.
 * Debounced; a newer query aborts the older calls (their RTK Query subscriptions end) and their
 * answers are never shown, whatever order they land in. Only the kinds whose list screen the
 * user's roles open are asked.
 */
import { useEffect, useState } from 'react';
import { ecommerceOrdersApi } from '@/api/services/ecommerceOrders';
import { ecommerceApi } from '@/api/services/ecommerce';
import { postmanagementApi } from '@/api/services/postmanagement';
import { usermanagementApi } from '@/api/services/usermanagement';
import { userLabel } from '@/components/resource/fields';
import { config } from '@/config';
import { stripLeadingZeros, toPersianDigits } from '@/lib/digits';
import { displayPhone } from '@/lib/phone';
import { paths } from '@/lib/paths';
import { useAppDispatch, type AppDispatch } from '@/state/hooks';
import { normaliseQuery } from './paletteScreens';

export const LOOKUP_DEBOUNCE_MS = 250;
const ROWS = 5;

export type RecordKind = 'invoice' | 'product' | 'post' | 'user';

export interface PaletteRecord {
  key: string;
  kind: RecordKind;
  label: string;
  hint?: string;
  path: string;
  /** the query names this record exactly (its invoice number, its mobile or e-mail, its whole name): it is listed first */
  exact?: boolean;
}

export type LookupKinds = Record<RecordKind, boolean>;

interface Started {
  promise: Promise<PaletteRecord[]>;
  cancel(): void;
}

interface Call<T> {
  unwrap(): Promise<T>;
  abort(): void;
  unsubscribe(): void;
}

function start<T>(call: Call<T>, map: (answer: T) => PaletteRecord[]): Started {
  return {
    promise: call.unwrap().then(map),
    cancel: () => {
      call.abort();
      call.unsubscribe();
    },
  };
}

const fullName = (u: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ');

/** The calls a query makes (none for an empty one). */
function startLookups(dispatch: AppDispatch, query: string, kinds: LookupKinds, locale: string): Started[] {
  const text = normaliseQuery(query);
  const digits = /^\d+$/.test(text) ? text : '';
  const number = (n: number | string) => (locale === 'fa' ? toPersianDigits(n) : String(n));
  const calls: Started[] = [];
  if (kinds.invoice && digits && Number(digits) >= 1 && digits.length <= 15) {
    calls.push(
      start(dispatch(ecommerceOrdersApi.endpoints.adminInvoiceList.initiate({ page: 1, limit: ROWS, filters: { invoiceNumber: Number(digits) } })), (page) =>
        page.docs.map((inv) => ({
          key: `invoice:${inv.id}`,
          kind: 'invoice' as const,
          label: number(inv.invoiceNumber),
          hint: fullName(inv.user) || undefined,
          path: paths.adminInvoice(inv.invoiceNumber),
          exact: Number(inv.invoiceNumber) === Number(digits),
        })),
      ),
    );
  }
  if (text.length >= 2 && !digits) {
    if (kinds.product) {
      calls.push(
        start(dispatch(ecommerceApi.endpoints.adminProductList.initiate({ page: 1, limit: ROWS, filters: { name: text } })), (page) =>
          page.docs.map((p) => ({ key: `product:${p.id}`, kind: 'product' as const, label: p.name, path: paths.productEdit(p.id), exact: normaliseQuery(p.name) === text })),
        ),
      );
    }
    if (kinds.post) {
      calls.push(
        start(dispatch(postmanagementApi.endpoints.adminPostList.initiate({ page: 1, limit: ROWS, filters: { title: text } })), (page) =>
          page.docs.map((p) => ({ key: `post:${p.id}`, kind: 'post' as const, label: p.title, path: paths.postEdit(p.id), exact: normaliseQuery(p.title) === text })),
        ),
      );
    }
  }
  if (kinds.user) {
    const mobile = digits ? stripLeadingZeros(digits) : '';
    const filters = mobile.length === 10 ? { mobile } : text.includes('@') ? { email: text } : text.length >= 2 && !digits ? { name: text } : null;
    if (filters) {
      calls.push(
        start(dispatch(usermanagementApi.endpoints.userList.initiate({ page: 1, limit: ROWS, filters })), (page) =>
          page.docs.map((u) => ({
            key: `user:${u.id}`,
            kind: 'user' as const,
            label: userLabel(u, config.authType, locale),
            path: paths.userEdit(u.id),
            exact: (mobile.length === 10 && stripLeadingZeros(displayPhone(u.mobile)) === mobile) || (text.includes('@') && normaliseQuery(u.email ?? '') === text),
          })),
        ),
      );
    }
  }
  return calls;
}

export interface Lookup {
  records: PaletteRecord[];
  /** typing, or calls under way for the current query */
  pending: boolean;
  /** some call of the current query failed (the others' records are still shown) */
  failed: boolean;
  /** asks the current query again */
  retry(): void;
}

interface Answer {
  query: string;
  records: PaletteRecord[];
  failed: boolean;
}

export function useRecordLookup(query: string, kinds: LookupKinds, locale: string): Lookup {
  const dispatch = useAppDispatch();
  const [debounced, setDebounced] = useState(query);
  const [answer, setAnswer] = useState<Answer>({ query: '', records: [], failed: false });
  const [round, setRound] = useState(0);
  const { invoice, product, post, user } = kinds;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const calls = startLookups(dispatch, debounced, { invoice, product, post, user }, locale);
    let live = true;
    void Promise.allSettled(calls.map((c) => c.promise)).then((results) => {
      // a newer query owns the list now: an answer of an older one is dropped, whenever it lands
      if (!live) return;
      setAnswer({
        query: debounced,
        records: results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])),
        failed: results.some((r) => r.status === 'rejected'),
      });
    });
    return () => {
      live = false;
      calls.forEach((c) => c.cancel());
    };
  }, [dispatch, debounced, invoice, product, post, user, locale, round]);

  const current = answer.query === query;
  return {
    records: current ? answer.records : [],
    failed: current && answer.failed,
    pending: !current,
    retry: () => {
      setAnswer((a) => ({ ...a, query: '' }));
      setRound((r) => r + 1);
    },
  };
}
