import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { HOME_SCREEN_TOKENS } from '../../../../contract/page-tags.ts';
import { renderFirstScreens } from '../../prerender.tsx';
import { HomeFirstScreen } from './home-first-screen.tsx';

const screen = () =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <HomeFirstScreen />
    </Router>,
  );

describe("the signed-in home's first screen", () => {
  it('greets the person as returning, by the name the server writes in', () => {
    expect(screen()).toContain(`Welcome back, ${HOME_SCREEN_TOKENS.name}`);
  });

  it('draws the question box but takes nothing typed before the app arrives', () => {
    const html = screen();
    // Everything from the inert block on is the question's part of the page.
    const inert = html.indexOf('<div inert="">');
    expect(inert).toBeGreaterThan(0);
    expect(html.indexOf('<input')).toBeGreaterThan(inert);
    expect(html.indexOf('<h1')).toBeGreaterThan(inert);
    // The greeting's link, before it, stays live: it leads where the app's own would.
    expect(html.indexOf('href="/plans"')).toBeGreaterThan(0);
    expect(html.indexOf('href="/plans"')).toBeLessThan(inert);
  });

  it('is built with the app around it, showing no one as signed in or out', () => {
    const { home } = renderFirstScreens();
    expect(home).toContain('<header');
    expect(home).toContain(`Welcome back, ${HOME_SCREEN_TOKENS.name}`);
    expect(home).not.toContain('Sign In');
    expect(home).not.toContain('Get Started');
  });
});
