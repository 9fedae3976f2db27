import { StaticPage } from '@/features/static-pages/components/static-page';
import { TermsOfServiceContent } from '@/features/static-pages/components/terms-of-service-content';
import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated="August 2025"
      intro="The rules for using Home Hunter, listing a property and relying on the information you find here."
    >
      <PageTitle page="Terms of Service" />
      <TermsOfServiceContent />
    </StaticPage>
  );
}
