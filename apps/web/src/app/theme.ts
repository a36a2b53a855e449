import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine's light variant (the active sidebar item, badges, light buttons) writes the colour on a 10% tint of
 * itself: teal 9 on its tint is 4.36:1, under WCAG AA's 4.5:1. A darker text colour keeps the look and the ratio.
 */
const accessibleVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const { value } = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  return { ...colors, color: darken(value, 0.25) };
};

export const APP_THEME = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps links and buttons above the WCAG AA contrast ratio (4.5:1) on white; Mantine's default 6 is ~2.5:1.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  variantColorResolver: accessibleVariantColors,
  components: {
    // Every dialog title alike: some dialogs set their own weight and size, others had Mantine's default.
    // A plain object, not Modal.extend(): that would pull the dialog's code into the first page.
    Modal: { styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } },
    // Filled: the light variant's teal on its own tint is under WCAG AA contrast (4.36:1) for an active link.
    NavLink: { defaultProps: { variant: 'filled' } },
  },
});

/**
 * 'Dimmed' text (field descriptions such as 'Choose a country first') is gray 6 by default: 3.3:1 on white. A
 * field's error (its message, label and text) is red 6 by default, 3.3:1: red 9 is 5.4:1.
 */
export const APP_CSS_VARIABLES: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
