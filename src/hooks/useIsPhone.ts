import { useMediaQuery } from '@mui/material';

/** Below MUI's `sm` breakpoint (600 px), as `theme.breakpoints.down('sm')` writes it: a phone's screen. */
const phoneQuery = '(max-width:599.95px)';

/** Whether the screen is a phone's (below MUI's `sm`): lists turn into SimpleLists, tables into cards. */
export const useIsPhone = () => useMediaQuery(phoneQuery);

/** The same, read once outside React: a module asks for the code only a phone shows while its page loads. */
export const isPhoneScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;
