import { HOME_SCREEN_TOKENS } from '../../../../contract/page-tags.ts';
import { AskSection, type AskState } from './ask-section.tsx';
import { HomeFrame } from './home-frame.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

const idle = () => {};
/** The question box as the app first draws it: empty, nothing understood, nothing running. */
const NOTHING_ASKED: AskState = {
  query: '',
  setQuery: idle,
  understood: undefined,
  recentQueries: [],
  pending: false,
  runSearch: idle,
};

/**
 * A signed-in person's home screen as the build renders it once (web/src/prerender.tsx), with a
 * placeholder the server fills with their name: a phone paints the greeting and the question box
 * from the HTML while the app's code is on its way, and the app's first render replaces it
 * (docs/performance.md, "The signed-in home's first screen"). Greeted as returning: a full page
 * load is never the one that follows creating the account. The box is inert until then, so
 * nothing typed into it is lost when the app's own box takes its place.
 */
export function HomeFirstScreen() {
  return (
    <HomeFrame>
      <WelcomeBanner name={HOME_SCREEN_TOKENS.name} />
      <div inert>
        <AskSection ask={NOTHING_ASKED} signedIn />
      </div>
    </HomeFrame>
  );
}
