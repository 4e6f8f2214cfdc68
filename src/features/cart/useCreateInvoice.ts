/**
 * Shared by the policy form and the custom-invoice form: checks the coupon with
 * `coupon/validationcoupon` first, then creates the invoice; on success the cart and the current
 * user are refreshed (tags) and the invoice opens. A failure leaves the form as it was; the server's
 * messages are shown by the baseQuery.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/components/links';
import { useCreateInvoiceMutation, useValidateCouponMutation, type CreateInvoiceBody } from '@/api/services/invoice';
import { toLatinDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';

export function useCreateInvoice(form: FormInstance) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [validateCoupon] = useValidateCouponMutation();
  const [createInvoice] = useCreateInvoiceMutation();
  const [busy, setBusy] = useState(false);

  async function submit(body: CreateInvoiceBody): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      const code = body.code ? toLatinDigits(body.code).trim() : '';
      if (code) {
        try {
          await validateCoupon({ code }).unwrap();
        } catch {
          form.setFields([{ name: 'code', errors: [intl.formatMessage({ id: 'cart.coupon.rejected' })] }]);
          return false;
        }
      }
      const { invoiceNumber } = await createInvoice({ ...body, code: code || undefined }).unwrap();
      void navigate(paths.invoice(invoiceNumber));
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
