import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Show,
  useDataProvider,
  useNotify,
  useRedirect,
  useShowContext,
  type RaRecord,
  type ShowProps,
} from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { PageOfTheLastChange, useCompanyChanged } from './companyChange';
import { WaitingForTheCompany } from './CompanyOfTheLink';
import { useMyCompanies } from '../hooks/useMyCompanies';

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * A record page whose record the current company lacks (a 404) came from the history, a bookmark or a pasted
 * address, which carry no company (`?company=` is CompanyOfTheLink's): when another of the person's companies holds
 * the record, the portal switches there, as the bell does, says so as the switcher does, and shows it. Which company
 * holds it is the server's answer to each of the person's companies by name, so a company they cannot act for stays
 * a record that is not there. `whenNowhere` runs for an error it leaves as it is (none holds it, another failure).
 * True while the companies are asked: the page shows that it waits, not "Resource not found".
 */
export function useCompanyOfTheRecord(
  resource: string,
  id: string | undefined,
  error: unknown,
  whenNowhere?: () => void,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const companyChanged = useCompanyChanged();
  const { data: myCompanies, isPending: areCompaniesPending } = useMyCompanies();
  const { key, pathname, search, hash } = useLocation();
  const pageOfTheChange = useContext(PageOfTheLastChange);
  const [nowhere, setNowhere] = useState<unknown>(null);
  const handled = useRef<unknown>(null);
  // A page whose company changed under it (a switch in another tab) moves nobody back: only a page the person came to.
  const mayLook = isNotFound(error) && key !== pageOfTheChange && /^\d+$/.test(id ?? '');
  const isLooking = mayLook && nowhere !== error;
  // The page open now: an answer that comes once the person has gone elsewhere moves nobody.
  const openPage = useRef<string | null>(key);
  useEffect(() => {
    openPage.current = key;
    return () => {
      openPage.current = null;
    };
  }, [key]);

  useEffect(() => {
    if (!error || handled.current === error || (mayLook && areCompaniesPending)) return;
    handled.current = error;
    const isOpen = () => openPage.current === key;
    const leaveAsItIs = () => {
      if (!isOpen()) return;
      setNowhere(error);
      whenNowhere?.();
    };
    // A person acting for none of their companies (a partner administrator inside a customer's) is not moved.
    const hasCurrent = myCompanies?.some((company) => company.isCurrent) ?? false;
    const others = hasCurrent ? myCompanies!.filter((company) => !company.isCurrent) : [];
    if (!mayLook || others.length === 0) return leaveAsItIs();
    void (async () => {
      const holds = await Promise.all(
        others.map((company) => dataProvider.holdsRecord(resource, id!, company).catch(() => false)),
      );
      const holder = others.find((_, index) => holds[index]);
      if (!holder || !isOpen() || !(await dataProvider.switchCompany(holder.id)).success) return leaveAsItIs();
      await companyChanged(`${pathname}${search}${hash}`, { replace: true });
      notify('layout.company.switched', { type: 'info', messageArgs: { company: holder.name } });
    })().catch(leaveAsItIs);
  }, [
    error,
    key,
    mayLook,
    areCompaniesPending,
    myCompanies,
    resource,
    id,
    pathname,
    search,
    hash,
    dataProvider,
    notify,
    companyChanged,
    whenNowhere,
  ]);

  return isLooking;
}

/**
 * react-admin's `<Show>` of one company's record (a subscription, an order, an invoice): a record another of the
 * person's companies holds opens there (useCompanyOfTheRecord); else, as react-admin's own, "Resource not found"
 * and the list.
 */
export function CompanyRecordShow<RecordType extends RaRecord = RaRecord>({
  children,
  queryOptions,
  ...props
}: ShowProps<RecordType>) {
  return (
    <Show<RecordType> {...props} queryOptions={{ ...queryOptions, onError: () => undefined }}>
      <ElsewhereOrNotFound>{children}</ElsewhereOrNotFound>
    </Show>
  );
}

function ElsewhereOrNotFound({ children }: { children: ReactNode }) {
  const { error, resource } = useShowContext();
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const isLooking = useCompanyOfTheRecord(resource, id, error, () => {
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    redirect('list', resource);
  });
  return isLooking ? <WaitingForTheCompany /> : children;
}
