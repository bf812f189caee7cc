import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { KeyboardRow } from './layout/KeyboardRow';

// react-admin's light app bar is #2196f3, on which its white title reaches only 3.1:1.
// This blue gives 5.7:1 (WCAG AA) and matches the applicant app. The same blue as primary keeps a
// focused filter's label readable on its grey field (react-admin's #1976d2 reaches only 4.0:1 there).
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    // MUI's #d32f2f reaches only 3.6:1 on the grey form toolbar (its Delete button): red 900 reaches 5.0:1.
    error: { light: '#ef5350', main: '#b71c1c', dark: '#8e0000', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    // react-admin's layout is at least as wide as its widest content, so on a phone anything wide
    // made the whole page scroll sideways (issue 57). Below md it is the window's width instead: a
    // wide table scrolls in its own region (layout/ScrollRegion.tsx), tabs scroll in their row. On a
    // desk the layout stays react-admin's.
    RaLayout: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('md')]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
        }),
      },
    },
    // The app bar's spinner, shown while any request runs, is a progressbar: axe wants it named.
    RaLoadingIndicator: { defaultProps: { 'aria-label': 'Loading' } },
    // Every list's rows open with Enter too (react-admin's open on click only).
    RaDataTableBody: { defaultProps: { row: KeyboardRow } },
    MuiCheckbox: {
      ...defaultLightTheme.components?.MuiCheckbox,
      // react-admin 5.15 gives a row's checkbox its aria-label as a prop, which MUI 9 puts on the
      // wrapping span (a name on a span is prohibited, and the input has none): move it to the input.
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
};
