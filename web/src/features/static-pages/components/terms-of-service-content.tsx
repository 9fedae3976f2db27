import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LAND_REGISTRY_ATTRIBUTION, OGL_URL } from '@/lib/attribution';
import { PolicySection } from './policy-section';

export function TermsOfServiceContent() {
  return (
    <>
      <PolicySection title="1. About these terms">
        <p>
          These terms apply to your use of the Home Hunter website, run by Home Hunter Ltd. By using the site
          you accept them. If you do not agree, please do not use the site. How we handle personal data is
          explained in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </PolicySection>

      <PolicySection title="2. Your account">
        <ul>
          <li>You must be 18 or over to create an account, and the details you give must be accurate.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
          <li>
            You can remove your account at any time from <Link to={paths.account}>Account Settings</Link>. We
            may suspend or close accounts that break these terms.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="3. Listing a property">
        <p>When you publish a listing you confirm that:</p>
        <ul>
          <li>you own the property or are authorised by the owner to market it;</li>
          <li>
            the description, price, photos and other details are accurate and include the material information
            a buyer needs, as consumer protection law requires;
          </li>
          <li>you own the photos you upload or have permission to use them;</li>
          <li>the listing does not discriminate against anyone, in line with the Equality Act 2010.</li>
        </ul>
        <p>
          You keep ownership of your content and give us a licence to display it on Home Hunter while the
          listing is live. We may remove listings that are inaccurate, unlawful or break these terms.
        </p>
      </PolicySection>

      <PolicySection title="4. Information on the site">
        <p>
          Listings are provided by the people who publish them and we do not verify them. Always check
          details, arrange a viewing and take professional advice, including a survey and a
          conveyancer&rsquo;s searches, before you commit to buying.
        </p>
        <p>
          Sold prices come from HM Land Registry Price Paid Data. Recent sales can take several months to
          appear, and the data covers England and Wales only. It is not a valuation.{' '}
          {LAND_REGISTRY_ATTRIBUTION} <a href={OGL_URL}>Read the Open Government Licence v3.0</a>.
        </p>
      </PolicySection>

      <PolicySection title="5. Mortgage quiz and other tools">
        <p>
          The mortgage affordability quiz and similar tools give rough estimates for information only. They
          are not financial advice or a mortgage offer, and Home Hunter is not authorised by the Financial
          Conduct Authority to give mortgage advice. Speak to a qualified mortgage adviser or lender before
          making decisions.
        </p>
      </PolicySection>

      <PolicySection title="6. Acceptable use">
        <p>You must not:</p>
        <ul>
          <li>use the site for anything unlawful, misleading or fraudulent;</li>
          <li>copy listings or data from the site in bulk by automated means;</li>
          <li>try to gain access to accounts, systems or data that are not yours, or disrupt the site;</li>
          <li>
            upload anything that is offensive, infringes someone else&rsquo;s rights or contains malicious
            code.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="7. Our liability">
        <p>
          We work to keep the site available and accurate but cannot promise it will always be so. Nothing in
          these terms limits our liability for death or personal injury caused by our negligence, for fraud,
          or for anything else the law does not allow us to limit, and your statutory rights as a consumer are
          not affected. Otherwise we are not responsible for losses that were not foreseeable, or for business
          losses.
        </p>
      </PolicySection>

      <PolicySection title="8. Changes to these terms">
        <p>
          We may update these terms, for example when we add features or the law changes. The date at the top
          of this page shows the latest version; continuing to use the site means you accept the updated
          terms.
        </p>
      </PolicySection>

      <PolicySection title="9. Law and disputes">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern
          Ireland you can also bring proceedings in your local courts.
        </p>
      </PolicySection>

      <PolicySection title="10. Contact">
        <p>
          Questions about these terms can be sent to{' '}
          <a href="mailto:hello@homehunter.example">hello@homehunter.example</a>.
        </p>
      </PolicySection>
    </>
  );
}
