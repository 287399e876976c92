import { useCurrentCompany } from '../../hooks/useCurrentCompany';

/**
 * Whether the person may change the current company's subscriptions: a `viewer` may not, nor anyone while the company
 * is deactivated (the server refuses both too).
 */
export function useCanChange() {
  const company = useCurrentCompany();
  return company?.role === 'member' && company.isActive;
}
