import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A warm terracotta for actions, a herb green for confirmations, on a cream page.
const ember: MantineColorsTuple = [
  '#fff4ec',
  '#fde4d3',
  '#f8c5a5',
  '#f3a473',
  '#ee8849',
  '#eb7630',
  '#c2581d',
  '#9a4413',
  '#7c360f',
  '#5f2909',
];
const sage: MantineColorsTuple = [
  '#f1f7ee',
  '#e2eddb',
  '#c3dab4',
  '#a2c68b',
  '#86b568',
  '#74aa52',
  '#5f9142',
  '#4b7434',
  '#3c5d2a',
  '#2c451f',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 5 },
  colors: { ember, sage },
  fontFamily:
    '"Source Sans 3", "Source Sans 3 Arial", "Source Sans 3 Roboto", "Source Sans 3 DejaVu", system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: {
    fontFamily:
      '"Playfair Display", "Playfair Display Times", "Playfair Display DejaVu", Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    Button: { defaultProps: { fw: 600 } },
  },
  other: { cream: '#fdf8f1', ink: '#2b1d14' },
});
