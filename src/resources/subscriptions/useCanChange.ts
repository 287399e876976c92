import { useCurrentCompany } from '../../layout/useCurrentCompany';

/** Whether the person may change the current company's subscriptions: a `viewer` may not (the server refuses too). */
export function useCanChange() {
  return useCurrentCompany()?.role === 'member';
}
