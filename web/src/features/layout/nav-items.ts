import {
  Box,
  Building2,
  Calculator,
  Heart,
  House,
  Info,
  type LucideIcon,
  Map,
  PoundSterling,
  Search,
  Settings,
  Shield,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Desktop header links for everyone (SPEC 2). */
export const primaryLinks: NavItem[] = [
  { label: 'Sold Prices', to: paths.soldPrices, icon: PoundSterling },
  { label: 'About Us', to: paths.aboutUs, icon: Info },
];

/** Desktop icon links for signed-in users. */
export const signedInIconLinks: NavItem[] = [
  { label: 'Recommendations', to: paths.recommendations, icon: Sparkles },
  { label: 'Favorites', to: paths.favorites, icon: Heart },
];

/** The signed-in user menu, in spec order; Admin Panel is added for admins. */
export const userMenuLinks: NavItem[] = [
  { label: 'Mortgage Quiz', to: paths.mortgageQuiz, icon: Calculator },
  { label: 'Virtual Tour', to: paths.virtualTour, icon: Box },
  { label: 'Sold Prices', to: paths.soldPrices, icon: PoundSterling },
  { label: 'Recommendations', to: paths.recommendations, icon: Sparkles },
  { label: 'Favorites', to: paths.favorites, icon: Heart },
  { label: 'My Properties', to: paths.myProperties, icon: Building2 },
  { label: 'Preferences', to: paths.preferences, icon: SlidersHorizontal },
  { label: 'Account Settings', to: paths.account, icon: Settings },
];
export const adminPanelLink: NavItem = { label: 'Admin Panel', to: paths.adminPanel, icon: Shield };

/** The mobile menu; the spec shows its Admin Panel link (to /admin) to everyone. */
export const mobileLinks: NavItem[] = [
  { label: 'Home', to: paths.home, icon: House },
  { label: 'Search Properties', to: paths.search, icon: Search },
  { label: 'Sold Prices', to: paths.soldPrices, icon: PoundSterling },
  { label: 'Property Map', to: paths.map, icon: Map },
  { label: 'Mortgage Quiz', to: paths.mortgageQuiz, icon: Calculator },
  { label: 'Virtual Tour', to: paths.virtualTour, icon: Box },
  { label: 'About Us', to: paths.aboutUs, icon: Info },
];
export const mobileSignedInLinks: NavItem[] = [
  { label: 'Recommendations', to: paths.recommendations, icon: Sparkles },
  { label: 'Favorites', to: paths.favorites, icon: Heart },
  { label: 'My Properties', to: paths.myProperties, icon: Building2 },
  { label: 'Preferences', to: paths.preferences, icon: SlidersHorizontal },
  { label: 'Account Settings', to: paths.account, icon: Settings },
];
export const mobileAdminLink: NavItem = { label: 'Admin Panel', to: paths.admin, icon: Shield };
