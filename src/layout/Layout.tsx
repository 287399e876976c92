import type { ReactNode } from 'react';
import { Box, Button, ThemeProvider, type Theme } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import {
  AppBar,
  Layout as RaLayout,
  LoadingIndicator,
  Logout,
  TitlePortal,
  useAuthState,
  useGetIdentity,
  UserMenu,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ApplyProfilePreferences } from './ApplyProfilePreferences';
import { CompanyOfTheLink } from './CompanyOfTheLink';
import { CompanySwitcher } from './CompanySwitcher';
import { DeactivatedCompanyBanner } from './DeactivatedCompanyBanner';
import { HealthBanner } from './HealthBanner';
import { LanguageMenu, LanguageMenuItems } from './LanguageMenu';
import { LocaleFormats } from './LocaleFormats';
import { Menu } from './Menu';
import { NoticeBell } from './NoticeBell';
import { PageHeading } from './PageHeading';
import { ThemeToggleButton, ThemeToggleMenuItem } from './ThemeToggle';
import { SignedInAsMenuItem } from './SignedInAsMenuItem';
import { ActingInsideBanner } from '../features/actingInside';
import { usePreparedFormats } from '../components/Money';
import { useNewPageAtTop } from './useNewPageAtTop';
import { useIsPhone } from '../hooks/useIsPhone';
import { LayoutErrorPage } from '../pages/ErrorPage';

// As react-admin's default toolbar (the portal always has a dark theme, so its toggle always shows), with a
// language menu mounted only while open, and language and theme kept in the profile.
const toolbar = (
  <>
    <NoticeBell />
    <LanguageMenu />
    <ThemeToggleButton />
    <LoadingIndicator />
  </>
);

// A phone's app bar leaves its width to the page's title and the company: the language (once signed in) and the
// theme move into the user menu, and the refresh button goes (a phone reloads by pulling the page).
const phoneToolbar = <NoticeBell />;
// Signed out on a phone (the cart, a page not found), the app bar offers the language beside "Sign in".
const phoneSignedOutToolbar = <LanguageMenu />;
const phoneUserMenu = (
  <PortalUserMenu>
    <SignedInAsMenuItem />
    <LanguageMenuItems />
    <ThemeToggleMenuItem />
    <Logout />
  </PortalUserMenu>
);

/** react-admin's user menu, whose name holds the person's name it shows on a desk (not "Profile" alone). */
function PortalUserMenu({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const isPhone = useIsPhone();
  // On a desk react-admin shows an icon until the person's name comes, then a button with the name in its place: a
  // menu opened from the icon meanwhile lost the button it hangs from, and never showed. The button comes with the name.
  if (isPending && !isPhone) return <Box aria-hidden sx={{ width: 40, height: 40 }} />;
  // On a phone react-admin names its icon from a key only ("Profile", "Profil"): a sentence would read as English.
  const label =
    identity?.fullName && !isPhone ? translate('layout.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return <UserMenu label={label}>{children}</UserMenu>;
}

/**
 * The menus the app bar opens (the user menu, the company switcher, the language menu, the bell's notices) are drawn
 * inside its banner rather than at the end of the page, outside every landmark (axe "region"): a screen reader finds
 * them where their button is. MUI's modal still hides the rest of the page from it and keeps the focus in the menu;
 * the banner's stacking keeps the menu above the page. react-admin's user menu takes no props for its menu, hence
 * these defaults for everything below the app bar (its tooltips are poppers, untouched).
 */
const menusInTheBanner = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiPopover: {
      ...outer.components?.MuiPopover,
      defaultProps: { ...outer.components?.MuiPopover?.defaultProps, disablePortal: true },
    },
    MuiMenu: {
      ...outer.components?.MuiMenu,
      defaultProps: { ...outer.components?.MuiMenu?.defaultProps, disablePortal: true },
    },
  },
});

// A long title gives way to the company and the bell, with an ellipsis rather than cut mid-word (react-admin wraps it
// in an inline-block, which an ellipsis does not reach).
const titleSx = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  '& .RaConfigurable-root': { display: 'inline' },
} as const;

function PortalAppBar() {
  const isPhone = useIsPhone();
  const { authenticated } = useAuthState(undefined, false);
  const translate = useTranslate();
  // Signed out (the cart, a page not found), the way in instead of an empty user menu.
  const signIn = (
    <Button component={Link} to="/login" color="inherit" startIcon={<LoginIcon />}>
      {translate('ra.auth.sign_in')}
    </Button>
  );
  const userMenu = authenticated === false ? false : isPhone ? phoneUserMenu : <PortalUserMenu />;
  return (
    <ThemeProvider theme={menusInTheBanner}>
      <AppBar
        color="primary"
        toolbar={!isPhone ? toolbar : authenticated === false ? phoneSignedOutToolbar : phoneToolbar}
        userMenu={userMenu}
      >
        {/* On a phone the title and the company share the room beside the menu button, one above the other (one
            tree either way: the title's portal stays where the page's title was put). */}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            ...(isPhone && { flexDirection: 'column', alignItems: 'flex-start' }),
          }}
        >
          <TitlePortal
            variant={isPhone ? 'subtitle1' : 'h6'}
            // Its line is kept before the page puts its title there: the company under it does not move then.
            sx={{ ...titleSx, ...(isPhone && { flex: 'none', width: '100%', lineHeight: 1.3, minHeight: '1.3em' }) }}
          />
          <CompanySwitcher dense={isPhone} />
        </Box>
        {authenticated === false && signIn}
      </AppBar>
    </ThemeProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  usePreparedFormats();
  useNewPageAtTop();
  return (
    // A crash inside a page shows the portal's generic error page there too, beside the app bar and the menu.
    <RaLayout appBar={PortalAppBar} menu={Menu} error={LayoutErrorPage}>
      <PageHeading />
      <HealthBanner />
      <DeactivatedCompanyBanner />
      <ActingInsideBanner />
      <ApplyProfilePreferences />
      <LocaleFormats>
        <CompanyOfTheLink>{children}</CompanyOfTheLink>
      </LocaleFormats>
    </RaLayout>
  );
}
