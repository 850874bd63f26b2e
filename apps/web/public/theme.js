// Applies the theme chosen in Settings before the first paint, so a dark page never flashes light
// (decision 119). A file rather than an inline script: the CSP allows scripts from 'self' only.
// It blocks rendering, so it stays this small; the app's own copy of the rule is lib/theme.ts.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage disabled: the system's preference applies (prefers-color-scheme in tokens.css).
}
