// Mantine's PostCSS preset: rem/em functions and light/dark mixins in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
