import CloseIcon from '@mui/icons-material/Close';
import type { Components, Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// What both themes share.
// Accessibility:
// - A checkbox given only `aria-label` (react-admin's DataTable row selection does this) gets it on its outer <span>,
//   where ARIA forbids it, and leaves its <input> without a name: the name is moved to the input.
// - The sort label of the column a list is sorted by looks the same focused or not: it gets an outline.
// Layout:
// - The page is as wide as the screen, not as its content's widest line (a wide table scrolls within itself): react-admin sets the layout's min-width to
//   fit-content, so one long billing profile name made the whole page, app bar included, scroll sideways on a phone.
// Speed:
// - useMediaQuery answers from the window at once: by default it answers "no match" on the first render and
//   corrects itself in an effect, which on a phone renders the whole layout twice (desktop first, then mobile).
/**
 * The text and border of an outlined chip (an open invoice, a message being retried) on the light theme, where MUI's
 * colour reads below 4.5:1 on white: info #0288d1 at 3.9:1, warning #ed6c02 at 3.1:1.
 */
export const lightOutlinedChipText: Partial<Record<string, string>> = { info: '#01579b', warning: '#b45309' };

const components: Components<Omit<Theme, 'components'>> = {
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  // A table wider than the room beside the menu (200 % zoom, a narrow window) scrolls on its own, the page not.
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // A selection's actions take a line of their own above the table: react-admin lays them over the line above it,
  // and over a list whose filters take two lines (a catalog's items) they hid half the filters, their tops showing.
  RaBulkActionsToolbar: {
    styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' } } },
  },
  // A list's search is wide enough for its words on a desk: French's "Rechercher des abonnements" was cut mid-word.
  RaSearchInput: {
    styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.up('sm')]: { minWidth: 280 } }) },
  },
  // A list's actions go onto several lines on a phone rather than widen the page.
  RaTopToolbar: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 4 },
      }),
    },
  },
  // A form's Save stays under its form on a phone: react-admin fixes it to the screen's bottom, where it floated over
  // the cards below (the profile's language and theme, which save by themselves).
  RaToolbar: {
    styleOverrides: { root: { '&.RaToolbar-mobileToolbar': { position: 'static' } } },
  },
  // A confirmation's buttons go onto two lines on a phone rather than push Cancel's icon out of the dialog.
  RaConfirm: {
    // Its way out closes and changes nothing: a plain close icon, not react-admin's warning sign.
    defaultProps: { CancelIcon: CloseIcon },
    styleOverrides: {
      root: { '& .MuiDialogActions-root': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 8 } },
    },
  },
  // A chip (a status) grows with the person's text size: MUI's fixed height cut its words at the largest setting.
  MuiChip: {
    styleOverrides: {
      root: { height: 'auto', minHeight: 32 },
      sizeSmall: { minHeight: 24 },
      label: { paddingTop: 2, paddingBottom: 2, whiteSpace: 'normal' },
      outlined: ({ ownerState, theme }) => {
        const text = theme.palette.mode === 'light' ? lightOutlinedChipText[ownerState.color ?? 'default'] : undefined;
        return text ? { color: text, borderColor: text } : {};
      },
    },
  },
  // A button in the warning colour (Suspend, Disable) reads at 4.5:1 or more on the light theme: MUI's orange
  // (#ed6c02) reads at 3.1:1 against white, as text or behind white text. The dark theme's is already above.
  // A label that wraps (a phone, French: "Désactiver le renouvellement automatique") stays beside its icon, its lines
  // starting under each other, not centred away from it.
  MuiButton: {
    styleOverrides: {
      root: ({ ownerState, theme }) => ({
        textAlign: 'start',
        ...(ownerState.color !== 'warning' || theme.palette.mode !== 'light'
          ? {}
          : ownerState.variant === 'contained'
            ? { backgroundColor: '#b45309', '&:hover': { backgroundColor: '#92400e' } }
            : { color: '#b45309' }),
      }),
    },
  },
  // The same orange for an icon alone (a people table's Disable), so that it matches the Disable of the dialogs.
  MuiIconButton: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        ownerState.color === 'warning' && theme.palette.mode === 'light' ? { color: '#b45309' } : {},
    },
  },
  // A badge at zero is shrunk out of sight but keeps its "0", which reads as part of the button or link it marks
  // (a bell named "Notifications" showing "0"): it is hidden once it has shrunk.
  MuiBadge: {
    styleOverrides: {
      invisible: ({ theme }) => ({
        visibility: 'hidden',
        transition: theme.transitions.create(['transform', 'visibility'], {
          easing: theme.transitions.easing.easeInOut,
          duration: theme.transitions.duration.leavingScreen,
        }),
      }),
    },
  },
  MuiTableSortLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: { 'aria-label': undefined } as object,
        input: (ownerState: { 'aria-label'?: string }) =>
          ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
      },
    },
  },
};
// react-admin's themes take any component's overrides: the shared ones are checked above, against MUI's types.
const sharedComponents: RaThemeOptions['components'] = components;

// Spec §9: primary colour green, secondary colour blue. The light theme's green is a shade darker than MUI's
// green[800] so that a focused field's label keeps 4.5:1 on a filled field's grey and on the grey toolbars.
// contrastThreshold 4.5 (WCAG AA for text) instead of MUI's 3: the text on a filled warning or info chip turns dark
// where white would fall below 4.5:1.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#27702b' },
    secondary: { main: '#1565c0' },
    // A refused field's label and words: MUI's red (#d32f2f) reads at 4.4:1 on a filled field's grey, red[800] at 4.9.
    error: { main: '#c62828' },
    contrastThreshold: 4.5,
  },
  components: { ...defaultLightTheme.components, ...sharedComponents },
};

// The dark theme's green is MUI's green[300]: green[400] (#66bb6a) read at 4.25:1 as a text button on the grey
// (#424242) of the bulk actions toolbar a phone shows above a catalog's items.
// Its page is MUI's darkest surface (#121212), under the cards: react-admin's grey page (#313131) was lighter than
// the cards on it (#1e1e1e) and than an outlined card or a table's head (#121212), so that the surfaces read inverted.
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    background: { default: '#121212' },
    primary: { main: '#81c784' },
    secondary: { main: '#64b5f6' },
    // MUI's dark red (#f44336) reads at 4:1 on a filled field's grey, red[300] at 5.
    error: { main: '#e57373' },
    contrastThreshold: 4.5,
  },
  components: { ...defaultDarkTheme.components, ...sharedComponents },
};
