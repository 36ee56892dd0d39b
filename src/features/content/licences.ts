/**
 * The open-source libraries the portal ships in the browser, with their licences (the runtime
 * dependencies of package.json; tests/features/content/appAbout.test.tsx checks that they match).
 */
export const SHIPPED_LIBRARIES: readonly { name: string; licence: string }[] = [
  { name: '@reduxjs/toolkit', licence: 'MIT' },
  { name: 'axios', licence: 'MIT' },
  { name: 'crypto-js', licence: 'MIT' },
  { name: 'dompurify', licence: 'MPL-2.0 OR Apache-2.0' },
  { name: 'i18next', licence: 'MIT' },
  { name: 'js-cookie', licence: 'MIT' },
  { name: 'lucide-react', licence: 'ISC' },
  { name: 'qrcode-generator', licence: 'MIT' },
  { name: 'react', licence: 'MIT' },
  { name: 'react-dom', licence: 'MIT' },
  { name: 'react-i18next', licence: 'MIT' },
  { name: 'react-redux', licence: 'MIT' },
  { name: 'react-router-dom', licence: 'MIT' },
  { name: 'react-slick', licence: 'MIT' },
  { name: 'slick-carousel', licence: 'MIT' },
];
