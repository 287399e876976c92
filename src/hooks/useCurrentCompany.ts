import { useMyCompanies } from './useMyCompanies';

/** The company the person acts for now, with their role in it (null signed out, or while it loads). */
export function useCurrentCompany() {
  return useMyCompanies().data?.find((company) => company.isCurrent) ?? null;
}
