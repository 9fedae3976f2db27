import { AboutUsContent } from '@/features/static-pages/components/about-us-content';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <StaticPage
      title="About Us"
      lastUpdated="August 2025"
      path={paths.aboutUs}
      intro="Home Hunter helps people across the UK find their next home and understand what homes are really worth."
    >
      <AboutUsContent />
    </StaticPage>
  );
}
