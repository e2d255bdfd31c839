import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A warm paprika orange: appetising, and shade 7 keeps white text above 4.5:1 contrast. */
const paprika: MantineColorsTuple = [
  '#fff4ed',
  '#ffe6d5',
  '#feccaa',
  '#fdac74',
  '#fb8a3c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  primaryColor: 'paprika',
  primaryShade: { light: 7, dark: 6 },
  colors: { paprika },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Read at arm's length on a tablet: one step larger than Mantine's default body text.
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  components: {
    Button: {
      defaultProps: { size: 'md' },
      // Mantine's md button is 42 px high; a finger needs 44 (DESIGN §7).
      vars: (_theme: unknown, props: { size?: unknown }) => ({
        root: props.size === 'md' || props.size === undefined ? { '--button-height': '2.75rem' } : {},
      }),
    },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 44, variant: 'subtle' } },
    // Mantine's focus placeholder is a role="presentation" child that a role="menu" may not hold (axe,
    // aria-required-children); without it, opening a menu focuses its first item, as WAI-ARIA's menu does.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
