import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/ErrorPage';
import { AccessHistoryList } from './AccessHistoryList';
import { CompanyList } from '../../components/companies/CompanyList';
import { CompanyShow } from './CompanyShow';
import { PeoplePage } from './PeoplePage';
import { ProfilePage } from './ProfilePage';
import { StaffOnly } from './StaffOnly';

const staff = (screen: ReactNode) => <StaffOnly>{screen}</StaffOnly>;

/** The screens below /admin: everyone's profile, and the access screens for support and partner admins. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="companies" element={staff(<CompanyList />)} />
      <Route path="companies/:id" element={staff(<CompanyShow />)} />
      <Route path="people" element={staff(<PeoplePage />)} />
      <Route path="history" element={staff(<AccessHistoryList />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
