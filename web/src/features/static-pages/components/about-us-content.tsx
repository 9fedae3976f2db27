import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LAND_REGISTRY_ATTRIBUTION, OGL_URL } from '@/lib/attribution';
import { PolicySection } from './policy-section';

export function AboutUsContent() {
  return (
    <>
      <PolicySection title="What you can do here">
        <ul>
          <li>
            <Link to={paths.search}>Search homes for sale</Link> by location, type, price, bedrooms and size,
            as a list or on a <Link to={paths.map}>map</Link>.
          </li>
          <li>
            Look up <Link to={paths.soldPrices}>what homes really sold for</Link> around any postcode in
            England and Wales, and the full sale history of a property.
          </li>
          <li>Save favourites and get recommendations that learn from what you look at.</li>
          <li>
            Work out roughly what you could borrow with the{' '}
            <Link to={paths.mortgageQuiz}>mortgage affordability quiz</Link>.
          </li>
          <li>
            <Link to={paths.myProperties}>List your own property</Link> for free, with photos.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Honest data">
        <p>
          Asking prices only tell half the story. Every sold price on Home Hunter comes from HM Land
          Registry&rsquo;s Price Paid Data, the official record of residential sales in England and Wales, and
          we show it as published: no estimates dressed up as facts. New sales take a few months to reach the
          register, so the very latest deals may not appear yet.
        </p>
        <p className="text-sm text-slate-500">
          {LAND_REGISTRY_ATTRIBUTION} <a href={OGL_URL}>Open Government Licence v3.0</a>.
        </p>
      </PolicySection>

      <PolicySection title="Buying guide" id="buying">
        <p>
          Set a budget with a mortgage adviser before you view, compare asking prices with recent sold prices
          on the same street, and budget for Stamp Duty Land Tax (in England and Northern Ireland), a survey
          and conveyancing fees. When your offer is accepted, your conveyancer handles searches, contracts and
          completion.
        </p>
      </PolicySection>

      <PolicySection title="Selling guide" id="selling">
        <p>
          Check what similar homes nearby actually sold for before you set a price, get your Energy
          Performance Certificate ready, and give buyers the material information they need: tenure, council
          tax band, charges and anything that affects the property. Good photos and an accurate description
          sell homes faster.
        </p>
      </PolicySection>

      <PolicySection title="For agents and private sellers" id="agents">
        <p>
          Anyone with an account can publish a listing and manage it from My Properties. Listings must follow
          our <Link to={paths.termsOfService}>Terms of Service</Link>, including accurate pricing and
          descriptions.
        </p>
      </PolicySection>

      <PolicySection title="Get in touch">
        <p>
          We would love to hear from you: e-mail{' '}
          <a href="mailto:hello@homehunter.example">hello@homehunter.example</a> or call 020 7946 0321, Monday
          to Friday, 9am to 5:30pm.
        </p>
      </PolicySection>
    </>
  );
}
