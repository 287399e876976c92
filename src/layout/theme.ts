import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Spec §9: primary colour green, secondary colour blue.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#2e7d32' }, secondary: { main: '#1565c0' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#66bb6a' }, secondary: { main: '#64b5f6' } },
};
