import { useAuth } from '../../auth/auth-context.ts';
import { useAccess } from '../../auth/use-access.ts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usageMessage } from '../../lib/usage.ts';
import { AskSection, askStateOf } from './ask-section.tsx';
import { HomeAnswer } from './home-answer.tsx';
import { HomeFrame } from './home-frame.tsx';
import { HomeModals, useHomeModals, usePreloadLimitDialog } from './home-modals.tsx';
import { WebsiteStructuredData } from './structured-data.tsx';
import { useHomeSearch } from './use-home-search.ts';
import { WelcomeBanner } from './welcome-banner.tsx';

const DESCRIPTION =
  'Ask any betting question and get AI predictions: win probabilities, data confidence, key insights, odds comparison and value bets. Information only; Strix takes no wagers.';

/**
 * The home screen: ask a question, see its answer (product spec, 'States and transitions' Search).
 */
export default function HomePage() {
  const { user, isResolving, isNewAccount } = useAuth();
  // Product spec, 'The calls it makes'/ 'Business constants and limits': the home screen keeps the
  // limits fresh by refetching them every 60 s.
  const access = useAccess({ poll: true });
  const modals = useHomeModals();
  const search = useHomeSearch(access, modals);
  usePageMeta(null, DESCRIPTION);
  usePreloadLimitDialog(access);

  if (isResolving) return <LoadingScreen />;

  return (
    <HomeFrame>
      <WebsiteStructuredData description={DESCRIPTION} />
      {user ? (
        <WelcomeBanner
          name={user.name}
          newAccount={isNewAccount}
          usage={access.limits ? usageMessage(access.limits) : null}
        />
      ) : null}
      <AskSection ask={askStateOf(search)} signedIn={Boolean(user)} />
      <HomeAnswer search={search} />
      <HomeModals modals={modals} limits={access.limits} />
    </HomeFrame>
  );
}
