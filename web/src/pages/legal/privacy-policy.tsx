import { Link } from 'wouter';
import {
  LegalDocument,
  List,
  linkClass,
  MailLink,
  Section,
  Subheading,
} from './legal-document.tsx';

const SECTIONS = [
  { id: 'information-we-collect', title: 'Information we collect' },
  { id: 'how-we-use-it', title: 'How we use your information' },
  { id: 'third-party-services', title: 'Third-party services' },
  { id: 'sharing-and-protection', title: 'Data sharing and protection' },
  { id: 'your-rights', title: 'Your rights and choices' },
  { id: 'age', title: 'Age requirement' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
] as const;

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Privacy Policy"
      effectiveDate="December 24, 2022"
      contents={SECTIONS}
      intro={
        <>
          Strix (&ldquo;Strix&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) is an AI sports
          intelligence service: you ask a question about a game and we return win probabilities, a
          confidence level, insights, news, an odds comparison and value indicators. Strix is an
          information service only &mdash; it does not take wagers. This policy explains what
          personal information we collect when you use Strix, why we collect it, who helps us
          process it and the choices you have.
        </>
      }
    >
      <Section sections={SECTIONS} id="information-we-collect">
        <p>We collect only what we need to run your account and the service.</p>
        <Subheading>Account information</Subheading>
        <List>
          <li>
            <strong className="text-foreground">Email address</strong> &mdash; used to sign in, to
            reset your password and to contact you about your account.
          </li>
          <li>
            <strong className="text-foreground">Name and username</strong> &mdash; shown on your
            profile and, if you appear there, on the weekly leaderboard.
          </li>
          <li>
            <strong className="text-foreground">Password</strong> &mdash; if you sign up with email
            and password, we store only a salted Argon2id hash of it. We never store or see your
            password in readable form.
          </li>
          <li>
            <strong className="text-foreground">Google sign-in</strong> &mdash; if you choose to
            sign in with Google, Google shares your name, email address and an account identifier
            with us. We never receive your Google password.
          </li>
        </List>
        <Subheading>Profile and preferences</Subheading>
        <List>
          <li>
            Your bio, profile image (uploaded or created with the avatar generator) and the people
            you follow.
          </li>
          <li>
            Settings you choose, such as email notification preferences, and your plan, credit
            balance and billing dates.
          </li>
        </List>
        <Subheading>Usage data</Subheading>
        <List>
          <li>
            The questions you ask, the predictions you view, your votes and picks and the
            predictions you share &mdash; used to answer you, to count your daily allowance and to
            calculate your profile statistics and badges.
          </li>
          <li>
            Technical data sent by your browser: IP address, browser type (user agent) and the times
            of your requests. We use these to keep your sessions secure and to limit repeated
            sign-in attempts.
          </li>
        </List>
        <Subheading>Cookies and local storage</Subheading>
        <List>
          <li>
            A <strong className="text-foreground">session cookie</strong> that keeps you signed in.
            It is HTTP-only (not readable by scripts), lasts up to 30 days and is renewed while you
            use Strix. Signing out ends the session.
          </li>
          <li>
            A short-lived cookie (about 10 minutes) that protects the exchange with Google while you
            sign in with it.
          </li>
          <li>
            Browser storage for a sign-in token where cookies cannot be used, and a random
            identifier that lets visitors who are not signed in vote on predictions.
          </li>
        </List>
        <p>We do not use advertising cookies or cross-site tracking.</p>
        <Subheading>Payment information</Subheading>
        <p>
          Paid plans and credit packs are optional. Card details are entered with and processed by
          our card payment provider; we never receive or store your full card number. We keep a
          record of what you bought, its price and its billing dates.
        </p>
      </Section>

      <Section sections={SECTIONS} id="how-we-use-it">
        <List>
          <li>
            <strong className="text-foreground">To provide Strix:</strong> create and secure your
            account, answer your questions with predictions, track your daily allowance and credits,
            and show your profile, statistics, badges and leaderboard position.
          </li>
          <li>
            <strong className="text-foreground">To communicate with you:</strong> password-reset
            messages, receipts and important account notices, and &mdash; only if you leave them on
            &mdash; email notifications.
          </li>
          <li>
            <strong className="text-foreground">To keep Strix safe:</strong> rate-limit sign-in
            attempts, detect scraping and unauthorized access, and enforce our{' '}
            <Link href="/terms-of-service" className={linkClass}>
              Terms of Service
            </Link>
            .
          </li>
          <li>
            <strong className="text-foreground">To improve the service:</strong> understand, in
            aggregate, which features are used. Our prediction models are trained and evaluated on
            public match results and betting odds, not on your personal information.
          </li>
          <li>
            <strong className="text-foreground">To meet legal obligations,</strong> such as keeping
            payment records for tax purposes.
          </li>
        </List>
        <p>
          Predictions are informational only. We do not use your information to make decisions that
          have legal or similarly significant effects on you.
        </p>
      </Section>

      <Section sections={SECTIONS} id="third-party-services">
        <p>
          We rely on a small number of providers to run Strix. Each receives only the information it
          needs for its task and may not use it for anything else.
        </p>
        <List>
          <li>
            <strong className="text-foreground">Google</strong> &mdash; sign-in, if you choose it.
            Google&rsquo;s handling of your data is described in the{' '}
            <a
              href="https://policies.google.com/privacy"
              target="_blank"
              rel="noreferrer"
              className={linkClass}
            >
              Google Privacy Policy
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </li>
          <li>
            <strong className="text-foreground">Card payment provider</strong> &mdash; processes
            subscription and credit-pack payments under its own privacy policy and the PCI DSS card
            security standard.
          </li>
          <li>
            <strong className="text-foreground">Email delivery</strong> &mdash; sends password-reset
            messages and the notifications you opt into.
          </li>
          <li>
            <strong className="text-foreground">AI providers</strong> &mdash; when enabled, the text
            of your question and the match figures we computed may be sent to an AI language model
            to write the narrative summary, and the description you enter in the avatar generator is
            sent to an image generation service. We never send your email address or password to
            them.
          </li>
          <li>
            <strong className="text-foreground">Sports data providers</strong> &mdash; odds,
            fixtures, results and news feeds. We request data from them; we do not send them
            information about you. See{' '}
            <Link href="/data-sources" className={linkClass}>
              Data Sources
            </Link>{' '}
            for the full list.
          </li>
          <li>
            <strong className="text-foreground">Hosting and infrastructure</strong> &mdash; the
            servers and databases that store your account.
          </li>
        </List>
      </Section>

      <Section sections={SECTIONS} id="sharing-and-protection">
        <p className="rounded-lg border border-border bg-muted px-4 py-3 font-medium text-foreground">
          We do not sell your personal data, and we do not share it for advertising.
        </p>
        <p>We share personal information only:</p>
        <List>
          <li>with the service providers listed above, to operate Strix on our behalf;</li>
          <li>
            when you make it public &mdash; your name or username, bio, profile image, prediction
            statistics and leaderboard position can be seen by other users;
          </li>
          <li>when the law requires it, or to protect the rights and safety of our users;</li>
          <li>
            with a successor organisation if Strix is merged or acquired, in which case this policy
            continues to apply and we will tell you first.
          </li>
        </List>
        <p>How we protect it:</p>
        <List>
          <li>All traffic to Strix is encrypted with HTTPS.</li>
          <li>Passwords are stored only as salted Argon2id hashes.</li>
          <li>
            Session tokens are stored only as SHA-256 hashes, so even a copy of our database could
            not be used to sign in as you.
          </li>
          <li>
            Session cookies are HTTP-only, state-changing requests from other sites are refused, and
            repeated sign-in attempts are rate-limited.
          </li>
          <li>Access to production data is limited to the people who need it to run Strix.</li>
        </List>
        <p>
          We keep your account information while your account is open. When you delete your account
          in Settings your personal information is erased at once (by email request, within 30
          days), except payment records we must keep by law, which stay without your name or
          address. No system is perfectly secure; if a breach affects your information we will
          notify you as the law requires.
        </p>
      </Section>

      <Section sections={SECTIONS} id="your-rights">
        <List>
          <li>
            <strong className="text-foreground">Delete your account.</strong> In Settings, choose
            “Delete account” and confirm with your password (or, for a Google account, by signing in
            with Google again). It happens at once: every session ends, an active subscription is
            cancelled with no further charges, and your account, profile, pictures, searches, votes,
            follows, bets, alerts and keys are deleted, along with your public profile, shared
            predictions and leaderboard entries. Two things stay, with nothing that links them to
            you: records of payments (amounts and dates), because our accounts must keep them, and
            your graded predictions, because the public track record counts every prediction made.
            You can also email <MailLink /> from the address on your account and we will do the same
            within 30 days.
          </li>
          <li>
            <strong className="text-foreground">Disable cookies.</strong> You can block or delete
            cookies in your browser settings. Without the session cookie you cannot stay signed in,
            but the public pages, including the legal pages and data sources, still work.
          </li>
          <li>
            <strong className="text-foreground">Disable email notifications.</strong> Settings →
            Emails lists every email Strix may send. The notifications &mdash; value bet alerts and
            price target alerts &mdash; are off until you turn them on; turn them off there (or in
            Settings → Alerts), with the unsubscribe link in any alert, or with your mail app's
            unsubscribe button. Three emails cannot be turned off, and each says why it was sent:
            the password reset you ask for, a payment confirmation for each purchase (your record of
            it), and the confirmation that your account was deleted. Strix sends no newsletters or
            marketing.
          </li>
          <li>
            <strong className="text-foreground">Access, download and correct.</strong> View and
            update your profile in the app. Settings → Your data → “Download my data” gives you, at
            once, one file with everything Strix holds about you (your account, profile, searches
            and predictions, votes, follows, pictures, credits, payments, bets and alerts); it holds
            no password (Strix keeps only a one-way hash of it) and no card details (Strix never
            receives them).
          </li>
        </List>
        <p>
          Depending on where you live (for example under the GDPR, the UK GDPR or the California
          Consumer Privacy Act) you may also have the right to data portability, to object to or
          restrict processing, and to complain to your data protection authority. We will never
          treat you differently for exercising these rights.
        </p>
      </Section>

      <Section sections={SECTIONS} id="age">
        <p>
          Strix is for adults aged 21 and over. We do not knowingly collect information from anyone
          under 21; if we learn that we have, we delete the account and its data.
        </p>
      </Section>

      <Section sections={SECTIONS} id="changes">
        <p>
          If we change this policy we will update the effective date above. For material changes we
          will also tell you by email or in the app before they take effect.
        </p>
      </Section>

      <Section sections={SECTIONS} id="contact">
        <p>
          Questions or requests about your privacy: <MailLink />. We aim to reply within 30 days.
        </p>
      </Section>
    </LegalDocument>
  );
}
