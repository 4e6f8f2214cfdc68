/**
 * Payment return (customer spec §4): when the URL carries `payment`, verification runs first, then
 * (on success) the current user is refreshed, and only then may the invoice load. The provider's
 * parameters are then dropped from the address (language kept) so a reload does not verify again.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/components/links';
import { usePaymentVerificationMutation } from '@/api/services/invoice';
import { useAuth } from '@/state/useAuth';
import { paymentReturn, RETURN_PARAMS } from './payment';

export function usePaymentReturn(invoiceNumber: number | null): { ready: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => paymentReturn(new URLSearchParams(location.search)));
  const here = useRef(location);
  here.current = location;
  const [ready, setReady] = useState(!initial || invoiceNumber === null);
  const [verify] = usePaymentVerificationMutation();
  const { refetch } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (!initial || invoiceNumber === null || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await verify({
          invoiceNumber,
          State: initial.State,
          RefNum: initial.RefNum,
          TransactionReferenceID: initial.TransactionReferenceID,
        }).unwrap();
        try {
          await refetch();
        } catch {
          /* the user refresh is best effort */
        }
      } catch {
        /* the server's message is shown by the baseQuery; the invoice stays as it is */
      } finally {
        const next = new URLSearchParams(here.current.search);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        const query = next.toString();
        void navigate({ pathname: here.current.pathname, search: query ? `?${query}` : '' }, { replace: true });
        setReady(true);
      }
    })();
  }, [initial, invoiceNumber, verify, refetch, navigate]);

  return { ready };
}
