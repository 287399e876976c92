import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { ApplyProfilePreferences } from './ApplyProfilePreferences';
import { CompanySwitcher } from './CompanySwitcher';
import { HealthBanner } from './HealthBanner';
import { LanguageMenu } from './LanguageMenu';
import { LocaleFormats } from './LocaleFormats';
import { Menu } from './Menu';
import { ActingInsideBanner } from '../resources/partner';
import { usePreparedMoneyFormat } from '../resources/Money';

// As react-admin's default toolbar (the portal always has a dark theme, so its toggle always shows), with a
// language menu mounted only while open.
const toolbar = (
  <>
    <LanguageMenu />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

const PortalAppBar = () => (
  <AppBar color="primary" toolbar={toolbar}>
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
      <LocaleFormats>{children}</LocaleFormats>
    </RaLayout>
  );
}
