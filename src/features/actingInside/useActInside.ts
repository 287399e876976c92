import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import { useCompanyChanged } from '../../layout/companyChange';
import type { AppDataProvider } from '../../providers/dataProvider';
import { setActingInside, useActingInside } from './actingInside';
import { useMutationOnce } from '../../components/useMutationOnce';

/** Enter a customer company (POST /partner/switch-company) and leave it (back to the partner's own company). */
export function useActInside() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const companyChanged = useCompanyChanged();
  const redirect = useRedirect();
  const notify = useNotify();
  const acting = useActingInside();
  const enter = useMutationOnce({
    mutationFn: async (companyId: number) => {
      const ownCompanyId = acting?.ownCompanyId ?? (Number(await dataProvider.getCurrentCompanyId()) || null);
      const result = await dataProvider.enterCompany(companyId);
      return { result, ownCompanyId };
    },
    onSuccess: ({ result, ownCompanyId }) => {
      if (!result.success) return;
      setActingInside({ companyId: result.companyId, companyName: result.companyName, ownCompanyId });
      // Nothing read for the partner's own company may show as the customer's.
      companyChanged();
      redirect('/dashboard');
    },
  });
  const leave = useMutationOnce({
    mutationFn: async () => {
      const ownCompanyId =
        acting?.ownCompanyId ??
        (await dataProvider.getMyCompanies()).find((company) => company.id !== acting?.companyId)?.id ??
        null;
      return dataProvider.leaveCompany(ownCompanyId);
    },
    onSuccess: (result) => {
      // Refused: still inside the customer's company, as the session still says.
      if (result && !result.success) return notify('layout.company.switch_failed', { type: 'error' });
      setActingInside(null);
      companyChanged();
    },
  });
  return { acting, enter, leave };
}
