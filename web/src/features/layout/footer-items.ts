import { paths } from '@/config/paths';

export interface FooterLink {
  label: string;
  to: string;
}

/** Footer columns (SPEC 2). Pages that do not exist yet point at the nearest page that answers the need. */
export const quickLinks: FooterLink[] = [
  { label: 'Buy', to: paths.search },
  { label: 'Rent', to: paths.search },
  { label: 'Sell', to: paths.myProperties },
  { label: 'Agents', to: `${paths.aboutUs}#agents` },
  { label: 'About Us', to: paths.aboutUs },
];

export const resourceLinks: FooterLink[] = [
  { label: 'Market Reports', to: paths.soldPrices },
  { label: 'Mortgage Calculator', to: paths.mortgageQuiz },
  { label: 'Buying Guide', to: `${paths.aboutUs}#buying` },
  { label: 'Selling Guide', to: `${paths.aboutUs}#selling` },
  { label: 'Blog', to: paths.aboutUs },
];

export const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
];

/** Placeholder contact details: 020 7946 0xxx is Ofcom's range reserved for fiction; .example never resolves. */
export const contact = {
  phone: '020 7946 0321',
  phoneHref: 'tel:+442079460321',
  email: 'hello@homehunter.example',
  address: ['Home Hunter Ltd', '1 Example Street', 'London'],
};
