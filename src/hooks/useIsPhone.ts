import { useMediaQuery, type Theme } from '@mui/material';

/** Whether the screen is a phone's (below MUI's `sm`): lists turn into SimpleLists, tables into cards. */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
