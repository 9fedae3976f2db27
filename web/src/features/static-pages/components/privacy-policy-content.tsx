import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicySection } from './policy-section';

/** Privacy notice under the UK GDPR and the Data Protection Act 2018; must match what the code really does. */
export function PrivacyPolicyContent() {
  return (
    <>
      <PolicySection title="1. Who we are">
        <p>
          Home Hunter Ltd (&ldquo;Home Hunter&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this website
          and is the controller of the personal data described here. Questions about this notice or your data
          can be sent to <a href="mailto:privacy@homehunter.example">privacy@homehunter.example</a>.
        </p>
      </PolicySection>

      <PolicySection title="2. What we collect">
        <p>
          <strong>Your account.</strong> When you register we keep your username, e-mail address, first and
          last name and a one-way hash of your password (argon2id). We never store or see your password
          itself.
        </p>
        <p>
          <strong>What you do while signed in.</strong> Properties you save as favourites, properties you
          view, searches you run, the preferences you set (property type, location, budget, bedrooms,
          bathrooms) and any listings and photos you publish.
        </p>
        <p>
          <strong>Sign-in sessions.</strong> For each sign-in we record a hashed session token, a random
          identifier for your browser, your browser&rsquo;s user-agent string, your IP address and when the
          session was last used.
        </p>
        <p>
          <strong>Visit records.</strong> For each page or request we record the address requested, the
          method, the response status and time, the referring page, your browser&rsquo;s user-agent string and
          your IP address. We count visits on our own server; we do not use analytics or advertising cookies.
        </p>
      </PolicySection>

      <PolicySection title="3. Why we use it and our lawful basis">
        <ul>
          <li>
            <strong>To provide the service you ask for</strong> (contract): creating and securing your
            account, signing you in, saving favourites and preferences, showing your listings and sending the
            e-mails you need, such as address verification and password reset links.
          </li>
          <li>
            <strong>To suggest properties</strong> (legitimate interests): recommendations are worked out from
            your views, favourites, searches and preferences. They only change what you see on Home Hunter and
            have no legal or similarly significant effect on you.
          </li>
          <li>
            <strong>To keep the site secure and working</strong> (legitimate interests): limiting repeated
            sign-in attempts, investigating misuse and understanding, in aggregate, which pages are used.
          </li>
          <li>
            <strong>To meet legal obligations</strong> (legal obligation): for example responding to lawful
            requests from the police or courts.
          </li>
        </ul>
        <p>
          We do not sell your data, show third-party advertising or make automated decisions with legal
          effect.
        </p>
      </PolicySection>

      <PolicySection title="4. Sold-price data">
        <p>
          Sold prices come from HM Land Registry Price Paid Data, published under the Open Government Licence
          v3.0. It lists the address, price and date of residential sales in England and Wales and does not
          name buyers or sellers. Questions about what is published should go to HM Land Registry.
        </p>
      </PolicySection>

      <PolicySection title="5. Who we share it with">
        <ul>
          <li>Our hosting provider, which stores the database and runs the website for us.</li>
          <li>Our e-mail delivery provider, which sends verification and password reset e-mails.</li>
          <li>
            The map tile provider (OpenStreetMap by default): when you open a map your browser requests map
            images from it directly, so it receives your IP address and browser details.
          </li>
          <li>
            Visitors to the site, for the listings you choose to publish, including the contact details you
            enter.
          </li>
          <li>Public authorities, where the law requires us to.</li>
        </ul>
        <p>Our providers act only on our instructions and must protect your data.</p>
      </PolicySection>

      <PolicySection title="6. How long we keep it">
        <ul>
          <li>Account data, favourites, history, preferences and listings: until you remove your account.</li>
          <li>
            Sessions: until you sign out, after 7 days without activity, or after 30 days at most, whichever
            comes first.
          </li>
          <li>Password reset links expire after 1 hour and e-mail verification links after 24 hours.</li>
          <li>
            Visit records: only as long as we need them to understand how the site is used and to keep it
            secure.
          </li>
        </ul>
        <p>
          You can remove your account at any time from <Link to={paths.account}>Account Settings</Link>. This
          deletes your account together with your listings, favourites, viewing and search history,
          preferences and sessions.
        </p>
      </PolicySection>

      <PolicySection title="7. Your rights">
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>get a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased;</li>
          <li>restrict or object to how we use it, including for recommendations;</li>
          <li>receive the data you gave us in a portable format.</li>
        </ul>
        <p>
          Write to <a href="mailto:privacy@homehunter.example">privacy@homehunter.example</a>; we answer
          within one month. If you are unhappy with how we handle your data you can complain to the
          Information Commissioner&rsquo;s Office (ICO) at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113, although we would
          appreciate the chance to put things right first.
        </p>
      </PolicySection>

      <PolicySection title="8. Security">
        <p>
          The site is served over HTTPS. Passwords are stored only as argon2id hashes, session and reset
          tokens only as hashes, and the sign-in cookie cannot be read by scripts on the page. Nevertheless no
          system is perfectly secure: choose a password you do not use anywhere else.
        </p>
      </PolicySection>

      <PolicySection title="9. Children">
        <p>
          Home Hunter is meant for adults buying, selling or researching property. Accounts are for people
          aged 18 or over.
        </p>
      </PolicySection>

      <PolicySection title="10. Changes to this notice">
        <p>
          We will update this page when the way we use data changes and show the date of the latest version at
          the top. Cookies and browser storage are explained in our{' '}
          <Link to={paths.cookiePolicy}>Cookie Policy</Link>.
        </p>
      </PolicySection>
    </>
  );
}
