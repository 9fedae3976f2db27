import { paths } from '@/config/paths';
import { AboutEstimatesContent } from '@/features/static-pages/components/about-estimates-content';
import { StaticPage } from '@/features/static-pages/components/static-page';

export function Component() {
  return (
    <StaticPage
      title="About our estimates"
      lastUpdated="November 2026"
      path={paths.aboutEstimates}
      intro="Our estimates of what a home is worth come from HM Land Registry's record of what homes really sold for. Each one shows its working, and we publish how accurate they have been."
    >
      <AboutEstimatesContent />
    </StaticPage>
  );
}
