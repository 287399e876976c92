import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/ErrorPage';
import { CompanyList } from '../../components/companies/CompanyList';
import { AssignmentList } from './AssignmentList';
import { CatalogBuilder } from './CatalogBuilder';
import { CatalogCreate } from './CatalogCreate';
import { CatalogEdit } from './CatalogEdit';
import { CatalogList } from './CatalogList';
import { CompanyShow } from './CompanyShow';
import { CustomerCreate } from './CustomerCreate';
import { CustomerEdit } from './CustomerEdit';
import { MessageList } from './MessageList';
import { NotificationList } from './NotificationList';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import { PartnerAdminOnly } from './PartnerAdminOnly';
import { partnerPaths } from '../../components/partnerPaths';
import { TemplateList } from './TemplateList';

/** Each child repeats the partner-admin guard (spec §2). */
const guarded = (screen: ReactNode) => <PartnerAdminOnly>{screen}</PartnerAdminOnly>;

/** The screens below /partner-admin, for partner administrators only. */
export function PartnerAdminRoutes() {
  return (
    <PartnerAdminOnly>
      <Routes>
        <Route index element={guarded(<Navigate to="catalogs" replace />)} />
        <Route path="catalogs" element={guarded(<CatalogList />)} />
        <Route path="catalogs/create" element={guarded(<CatalogCreate />)} />
        <Route path="catalogs/:id" element={guarded(<CatalogEdit />)} />
        <Route path="catalog-builder" element={guarded(<CatalogBuilder />)} />
        <Route path="templates" element={guarded(<TemplateList />)} />
        <Route path="catalog-assignments" element={guarded(<AssignmentList />)} />
        <Route
          path="companies"
          element={guarded(
            <CompanyList
              resource="partner-admin/companies"
              title="partner.companies.title"
              to={partnerPaths.company}
              createTo={partnerPaths.companyCreate}
            />,
          )}
        />
        <Route path="companies/create" element={guarded(<CustomerCreate />)} />
        <Route path="companies/:id" element={guarded(<CompanyShow />)} />
        <Route path="companies/:id/edit" element={guarded(<CustomerEdit />)} />
        <Route path="orders" element={guarded(<OrderList />)} />
        <Route path="orders/:id" element={guarded(<OrderShow />)} />
        <Route path="notifications" element={guarded(<NotificationList />)} />
        <Route path="messages" element={guarded(<MessageList />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PartnerAdminOnly>
  );
}
