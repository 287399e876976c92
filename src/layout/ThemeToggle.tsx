import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useTheme, useTranslate, useUserMenu } from 'react-admin';
import { useKeepPreferences } from './useKeepPreferences';

/** Light to dark and back, kept in the profile. */
function useToggleTheme() {
  const [theme, setTheme] = useTheme();
  const keep = useKeepPreferences();
  const next = theme === 'dark' ? 'light' : 'dark';
  return {
    next,
    toggle: () => {
      setTheme(next);
      keep({ theme: next }).catch(() => undefined);
    },
  };
}

/** The app bar's theme button (a desk). */
export function ThemeToggleButton() {
  const translate = useTranslate();
  const { next, toggle } = useToggleTheme();
  const label = translate(`layout.theme.${next}`);
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {next === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** The same in the user menu, where a phone's narrow app bar keeps it. */
export function ThemeToggleMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { next, toggle } = useToggleTheme();
  return (
    <MenuItem
      onClick={() => {
        toggle();
        userMenu?.onClose();
      }}
    >
      <ListItemIcon>
        {next === 'dark' ? <DarkModeIcon fontSize="small" /> : <LightModeIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{translate(`layout.theme.${next}`)}</ListItemText>
    </MenuItem>
  );
}
