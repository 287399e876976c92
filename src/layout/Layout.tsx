import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { ApplyProfilePreferences } from './ApplyProfilePreferences';
import { CompanySwitcher } from './CompanySwitcher';
import { HealthBanner } from './HealthBanner';
import { Menu } from './Menu';
import { ActingInsideBanner } from '../resources/partner';
import { usePreparedMoneyFormat } from '../resources/Money';

const PortalAppBar = () => (
  <AppBar color="primary">
    <TitlePortal />
    <CompanySwitcher />
  </AppBar>
);

export function Layout({ children }: { children: ReactNode }) {
  usePreparedMoneyFormat();
  return (
    <RaLayout appBar={PortalAppBar} menu={Menu}>
      <HealthBanner />
      <ActingInsideBanner />
      <ApplyProfilePreferences />
      {children}
    </RaLayout>
  );
}
