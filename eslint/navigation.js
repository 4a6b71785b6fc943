// Every navigation from code goes through src/lib/navigate.ts, which starts the target's first
// calls and page code before the router moves (a button that navigates, a form that redirects).
// react-router's own useNavigate would move without them: the new page's calls would wait for its
// code. A separate rule (core no-restricted-imports) so it adds to, and does not replace, the
// restriction on react-router's Link in eslint.config.js.
export default {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/lib/navigate.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router-dom',
            importNames: ['useNavigate'],
            message: "Use useNavigate from '@/lib/navigate': it starts the target's calls and code first.",
          },
          {
            name: 'react-router',
            importNames: ['useNavigate'],
            message: "Use useNavigate from '@/lib/navigate': it starts the target's calls and code first.",
          },
        ],
      },
    ],
  },
};
