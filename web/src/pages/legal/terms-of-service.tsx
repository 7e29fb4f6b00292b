import { Link } from 'wouter';
import { LegalDocument, List, linkClass, MailLink, Section, Strong } from './legal-document.tsx';

const SECTIONS = [
  { id: 'platform-purpose', title: 'Platform purpose' },
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'accounts', title: 'Your account' },
  { id: 'usage-guidelines', title: 'Usage guidelines' },
  { id: 'plans-and-payments', title: 'Plans, credits and payments' },
  { id: 'intellectual-property', title: 'Intellectual property' },
  { id: 'no-advice', title: 'No financial or betting advice' },
  { id: 'account-suspension', title: 'Account suspension' },
  { id: 'liability', title: 'Liability disclaimer' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'contact', title: 'Contact' },
] as const;

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      effectiveDate="December 24, 2022"
      contents={SECTIONS}
      intro={
        <>
          These terms are an agreement between you and Strix about your use of the Strix website and
          app (the &ldquo;Service&rdquo;). By creating an account or using the Service you accept
          them. If you do not agree, please do not use Strix. Our{' '}
          <Link href="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains how we handle your personal information.
        </>
      }
    >
      <Section sections={SECTIONS} id="platform-purpose">
        <p>
          Strix is an informational sports analysis service. Ask a question about a game and Strix
          returns AI-generated win probabilities, a data-confidence level, key insights, recent
          form, news, a comparison of sportsbook odds and value indicators, built from statistical
          models and published data (see{' '}
          <Link href="/data-sources" className={linkClass}>
            Data Sources
          </Link>
          ).
        </p>
        <p>
          <Strong>Strix takes no wagers.</Strong> It is not a sportsbook, bookmaker or betting
          exchange. We do not accept, place or settle bets, hold money for betting or transfer funds
          to betting operators. Odds shown on Strix are for comparison only and may differ from the
          prices a sportsbook offers you.
        </p>
      </Section>

      <Section sections={SECTIONS} id="eligibility">
        <p>
          <Strong>You must be 21 or older to use Strix.</Strong> You are responsible for making sure
          that using sports betting information is lawful where you live. The Service is not
          available in all states or countries, and we may limit access in places where it is not
          allowed.
        </p>
      </Section>

      <Section sections={SECTIONS} id="accounts">
        <List>
          <li>
            Give accurate information when you register, and keep your email address up to date.
          </li>
          <li>
            Keep your password secret. You are responsible for what happens under your account; tell
            us straight away at <MailLink /> if you think someone else has used it.
          </li>
          <li>One account per person. Accounts may not be shared, sold or transferred.</li>
        </List>
      </Section>

      <Section sections={SECTIONS} id="usage-guidelines">
        <p>When you use Strix you agree not to:</p>
        <List>
          <li>
            <Strong>Scrape the Service</Strong> &mdash; no crawlers, bots or scripts that copy
            predictions, odds, news or other content in bulk. Automated access is allowed only
            through the API included with the Premium plan, within its limits.
          </li>
          <li>
            <Strong>Attempt unauthorized access</Strong> &mdash; do not access other people&rsquo;s
            accounts, probe or attack our systems, or get around daily prediction limits, paywalls,
            rate limits or other security measures.
          </li>
          <li>
            <Strong>Promote gambling</Strong> &mdash; do not use your profile, username, bio or
            shared predictions to advertise gambling operators, tipster or affiliate services, or to
            encourage anyone, especially minors or people at risk, to gamble.
          </li>
          <li>
            Manipulate votes, statistics or the leaderboard, for example with multiple accounts.
          </li>
          <li>
            Resell, republish or commercially exploit Strix content without our written permission.
          </li>
          <li>
            Reverse-engineer the Service, or use it to break the law, harass others or post
            unlawful, infringing or offensive content.
          </li>
        </List>
      </Section>

      <Section sections={SECTIONS} id="plans-and-payments">
        <p>
          The Free plan includes a daily allowance of predictions. Paid plans (Pro and Premium) are
          billed monthly in advance and renew until you cancel; credit packs are one-off purchases
          that let you make extra predictions. Prices are shown before you pay, and payments are
          processed by our card payment provider. You can cancel a subscription at any time; it
          stays active until the end of the period you have paid for. Payments are not refundable
          except where the law requires.
        </p>
      </Section>

      <Section sections={SECTIONS} id="intellectual-property">
        <p>
          The Service &mdash; its software, models, predictions, design, text, the Strix name and
          the owl mascot &mdash; belongs to Strix and is protected by intellectual property laws. We
          give you a personal, non-exclusive, non-transferable licence to use it for your own
          non-commercial purposes while you follow these terms. Sharing an individual prediction
          with the share buttons, with its attribution, is welcome.
        </p>
        <p>
          Sports data, odds and news come from third parties and remain theirs; we use them under
          their licences and terms, listed on the{' '}
          <Link href="/data-sources" className={linkClass}>
            Data Sources
          </Link>{' '}
          page. Team names and marks belong to their owners; Strix is not affiliated with any
          league, team or sportsbook.
        </p>
        <p>
          Content you add, such as your bio or profile image, stays yours. You allow us to store and
          display it in order to run the Service, and you confirm you have the right to share it.
        </p>
      </Section>

      <Section sections={SECTIONS} id="no-advice">
        <p className="rounded-lg border border-border bg-muted px-4 py-3 font-medium text-foreground">
          Everything on Strix is information, not advice. Nothing on the Service is financial,
          investment, legal or betting advice, or a recommendation to place any bet.
        </p>
        <p>
          Predictions are AI-generated probabilities based on the data available to us. They are
          estimates, not certainties: a team given a 70% chance still loses about three times in
          ten. A value indicator means our estimate differs from a bookmaker&rsquo;s price; it does
          not mean a bet will win or make a profit. Past performance is no guarantee of future
          results.
        </p>
        <p>
          Any decision you make, including whether to bet, is yours alone. Gambling can be
          addictive: only bet what you can afford to lose, and if gambling stops being fun, get help
          &mdash; in the United States you can call{' '}
          <span className="whitespace-nowrap">1-800-GAMBLER</span>.
        </p>
      </Section>

      <Section sections={SECTIONS} id="account-suspension">
        <p>
          We may restrict, suspend or terminate your access to Strix, with or without notice, if you
          violate these terms, if we suspect fraud, abuse or a security risk, or if the law requires
          it. Where it is practical and lawful we will tell you why and give you a chance to
          respond. You may stop using Strix and delete your account at any time.
        </p>
      </Section>

      <Section sections={SECTIONS} id="liability">
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work hard
          to keep it accurate and online, but we do not guarantee that predictions, odds, results,
          news or any other content is accurate, complete or current, or that the Service will be
          uninterrupted or error-free. Data from third parties can be late, missing or wrong.
        </p>
        <p>
          To the fullest extent the law allows, Strix is not liable for any indirect, incidental or
          consequential loss, or for any betting or financial loss arising from your use of the
          Service or reliance on its content. Our total liability for any claim is limited to the
          amount you paid us in the 12 months before the claim. Some jurisdictions do not allow
          these limitations, so they may not all apply to you.
        </p>
      </Section>

      <Section sections={SECTIONS} id="changes">
        <p>
          We may update these terms as Strix changes. We will update the effective date above and,
          for material changes, tell you by email or in the app before they take effect. Using Strix
          after that means you accept the updated terms.
        </p>
      </Section>

      <Section sections={SECTIONS} id="contact">
        <p>
          Questions about these terms: <MailLink />.
        </p>
      </Section>
    </LegalDocument>
  );
}
