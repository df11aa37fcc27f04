import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Brand emerald (UI.md): #059669, hover/pressed #047857. */
export const BRAND = {
  main: '#059669',
  dark: '#047857',
  light: '#34d399',
  darker: '#065f46',
} as const;

/**
 * react-admin's default Material theme with the brand colour as primary.
 * #059669 and white are 3.8:1 apart, under WCAG AA's 4.5:1 for small text either way round (the
 * app bar's white title, primary-coloured labels): the palette's main is one step darker, #047857
 * (5.5:1), as for the student app's filled buttons.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BRAND.dark, dark: BRAND.darker, light: BRAND.light, contrastText: '#ffffff' },
    secondary: { main: '#334155', dark: '#1e293b', light: '#64748b', contrastText: '#ffffff' },
    // Toasts put white text on these: MUI's default orange warning is only 3:1.
    warning: { main: '#b45309', dark: '#92400e', light: '#f59e0b', contrastText: '#ffffff' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiButton: {
      styleOverrides: {
        textPrimary: { color: BRAND.dark },
        outlinedPrimary: { color: BRAND.dark },
        containedPrimary: {
          backgroundColor: BRAND.dark,
          '&:hover': { backgroundColor: BRAND.darker },
        },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // react-admin labels its row checkboxes with aria-label on the Checkbox, which MUI 9 puts
        // on the wrapping span: repeat it on the <input> so "Select this row" is announced.
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        colorPrimary: { color: BRAND.dark },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          '&.Mui-selected': { color: BRAND.darker, backgroundColor: 'rgba(5, 150, 105, 0.14)' },
          '&.Mui-selected:hover': { backgroundColor: 'rgba(5, 150, 105, 0.22)' },
        },
      },
    },
    // Toolbars with labelled buttons (ui/labelled-button.tsx) wrap onto a second line on phones
    // rather than push the page sideways.
    RaTopToolbar: {
      styleOverrides: {
        root: { flexWrap: 'wrap', gap: 4 },
      },
    },
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { flexWrap: 'wrap', height: 'auto', minHeight: 48 },
          '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', minHeight: 'auto' },
        },
      },
    },
    RaConfirm: {
      styleOverrides: {
        root: { '& .RaConfirm-confirmPrimary': { color: BRAND.dark } },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { color: BRAND.dark },
      },
    },
  },
};
