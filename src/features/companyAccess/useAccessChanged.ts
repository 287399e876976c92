import { useQueryClient } from '@tanstack/react-query';
import { peopleSearchKey } from './usePeopleSearch';

export const companyPeopleKey = (companyId: number) => ['admin', 'company-people', companyId];
export const personCompaniesKey = (userId: number) => ['admin', 'person-companies', userId];

/**
 * After a grant, a revoke, a registration or a disable: everything that counts or lists people and their access is
 * read again (a company's people and its head count on its page and in the lists, the people directory with each
 * person's companies, the access history), wherever it is shown.
 */
export function useAccessChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        ['admin', 'company-people'],
        ['admin', 'person-companies'],
        peopleSearchKey,
        // react-admin's own queries start with their resource's name.
        ['admin/companies'],
        ['partner-admin/companies'],
        ['admin/people'],
        ['admin/history'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
