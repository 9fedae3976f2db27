import { CookiePolicyContent } from '@/features/static-pages/components/cookie-policy-content';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <StaticPage
      title="Cookie Policy"
      lastUpdated="August 2025"
      path={paths.cookiePolicy}
      intro="Home Hunter uses only the cookies it needs to sign you in and keep your account safe. No tracking, no advertising."
    >
      <CookiePolicyContent />
    </StaticPage>
  );
}
