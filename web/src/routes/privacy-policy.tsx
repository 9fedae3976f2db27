import { PrivacyPolicyContent } from '@/features/static-pages/components/privacy-policy-content';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated="August 2025"
      path={paths.privacyPolicy}
      intro="How Home Hunter collects, uses and protects your personal data under the UK GDPR and the Data Protection Act 2018."
    >
      <PrivacyPolicyContent />
    </StaticPage>
  );
}
