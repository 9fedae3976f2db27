import { StaticPage } from '@/features/static-pages/components/static-page';
import { TermsOfServiceContent } from '@/features/static-pages/components/terms-of-service-content';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated="August 2025"
      path={paths.termsOfService}
      intro="The rules for using Home Hunter, listing a property and relying on the information you find here."
    >
      <TermsOfServiceContent />
    </StaticPage>
  );
}
