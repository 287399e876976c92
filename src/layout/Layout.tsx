import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { HealthBanner } from './HealthBanner';

const PortalAppBar = () => (
  <AppBar color="primary">
    <TitlePortal />
  </AppBar>
);

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={PortalAppBar}>
      <HealthBanner />
      {children}
    </RaLayout>
  );
}
