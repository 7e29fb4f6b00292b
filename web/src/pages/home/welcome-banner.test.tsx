import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { WelcomeBanner } from './welcome-banner.tsx';

const banner = (newAccount?: boolean) =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <WelcomeBanner name="Eve" usage={null} newAccount={newAccount} />
    </Router>,
  );

describe('WelcomeBanner', () => {
  it('welcomes a person who has just signed up, not back', () => {
    const html = banner(true);
    expect(html).toContain('Welcome, Eve');
    expect(html).not.toContain('Welcome back');
  });

  it('welcomes back a person who signed in', () => {
    expect(banner()).toContain('Welcome back, Eve');
    expect(banner(false)).toContain('Welcome back, Eve');
  });
});
