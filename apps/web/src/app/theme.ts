import { createTheme } from '@mantine/core';

export const APP_THEME = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps links and buttons above the WCAG AA contrast ratio (4.5:1) on white; Mantine's default 6 is ~2.5:1.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
