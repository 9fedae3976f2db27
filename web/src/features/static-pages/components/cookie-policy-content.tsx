import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CookieTable, type CookieRow } from './cookie-table';
import { PolicySection } from './policy-section';

/** Every cookie and storage key the site really sets (server/modules/auth/session.plugin.ts, lib/auth, lib/flash-toast). */
const cookies: CookieRow[] = [
  {
    name: 'hh_session',
    purpose:
      'Keeps you signed in. Holds a random token that only our server can match to your session; scripts on the page cannot read it. Called __Host-hh_session on secure (HTTPS) connections.',
    duration: 'Until you sign out, 7 days without activity, or 30 days at most',
  },
  {
    name: 'hh_browser',
    purpose:
      "A random identifier for this browser, set when you sign in. It lets 'Clear Sessions & Retry' end every session this browser started and helps us protect sign-in. Scripts on the page cannot read it.",
    duration: '400 days, or until you clear your cookies',
  },
];

const storage: CookieRow[] = [
  {
    name: 'homehunter_user',
    purpose:
      'Local storage: your public profile (name, username, e-mail) so the header can greet you while the page loads.',
    duration: 'Removed when you sign out or remove your account',
  },
  {
    name: 'homehunter_flash_toast',
    purpose: "Session storage: a one-off message, such as 'Signed Out', carried across a page reload.",
    duration: 'Deleted as soon as it has been shown',
  },
];

export function CookiePolicyContent() {
  return (
    <>
      <PolicySection title="1. What cookies are">
        <p>
          Cookies are small text files a website stores in your browser. Similar technologies, such as local
          storage, keep information on your device in the same way. Under the Privacy and Electronic
          Communications Regulations (PECR) a site may only use them without your consent when they are
          strictly necessary for a service you have asked for.
        </p>
      </PolicySection>

      <PolicySection title="2. Cookies we use">
        <p>
          Home Hunter sets only two cookies, both <strong>strictly necessary</strong> to sign you in and keep
          your account secure. We do not use analytics, advertising or social media cookies, and we do not let
          anyone else set cookies through our site.
        </p>
        <CookieTable caption="Cookies set by Home Hunter" rows={cookies} />
      </PolicySection>

      <PolicySection title="3. Other storage on your device">
        <p>
          We also keep two small items in your browser&rsquo;s storage. Neither is sent to us or to anyone
          else.
        </p>
        <CookieTable caption="Browser storage used by Home Hunter" rows={storage} />
      </PolicySection>

      <PolicySection title="4. Visit statistics without cookies">
        <p>
          We count page visits on our own server from the requests your browser makes anyway. This needs no
          cookie and nothing is shared with an analytics company. The{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains what these records contain.
        </p>
      </PolicySection>

      <PolicySection title="5. Maps">
        <p>
          Maps are drawn from image tiles that your browser downloads directly from the map provider
          (OpenStreetMap by default). Like any website, the provider receives your IP address and browser
          details with each request. Home Hunter does not ask it to set cookies.
        </p>
      </PolicySection>

      <PolicySection title="6. Managing cookies">
        <p>
          Because we only use strictly necessary cookies we do not show a consent banner. You can still block
          or delete cookies in your browser settings at any time, but you will not be able to sign in while
          our cookies are blocked. Guidance for each browser is available from the{' '}
          <a href="https://ico.org.uk/for-the-public/online/cookies/">
            Information Commissioner&rsquo;s Office
          </a>
          .
        </p>
        <p>
          If you have trouble signing in, the <Link to={paths.adminLogin}>Admin Login</Link> page offers
          &lsquo;Clear Sessions &amp; Retry&rsquo;, which signs this browser out and removes the stored items
          listed above.
        </p>
      </PolicySection>

      <PolicySection title="7. Contact">
        <p>
          Questions about cookies can be sent to{' '}
          <a href="mailto:privacy@homehunter.example">privacy@homehunter.example</a>.
        </p>
      </PolicySection>
    </>
  );
}
