import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GoogleSignInOption } from './google-button.tsx';

describe('the Google sign-in option under the forms', () => {
  it('shows the divider and the button on a server that offers Google sign-in', () => {
    const html = renderToStaticMarkup(<GoogleSignInOption offered label="Continue with Google" />);
    expect(html).toContain('Or continue with');
    expect(html).toContain('Continue with Google');
  });

  it('shows nothing where Google sign-in is not configured', () => {
    const html = renderToStaticMarkup(
      <GoogleSignInOption offered={false} label="Continue with Google" />,
    );
    expect(html).toBe('');
  });
});
