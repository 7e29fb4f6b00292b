import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_ERROR_ID, GenerateControls } from './avatar-tab.tsx';

const MESSAGE = 'Description must be at least 10 characters';

describe('Avatar form problem', () => {
  it('sits right above the Generate button, announced, and the button points at it', () => {
    const html = renderToStaticMarkup(
      <GenerateControls problem={MESSAGE} pending={false} onEditDescription={() => {}} />,
    );
    const alert = html.indexOf(`id="${DESCRIPTION_ERROR_ID}"`);
    const submit = html.indexOf('type="submit"');
    expect(alert).toBeGreaterThan(-1);
    expect(submit).toBeGreaterThan(alert);
    expect(html).toMatch(
      new RegExp(`id="${DESCRIPTION_ERROR_ID}"[^>]*role="alert"[^>]*>${MESSAGE}<`),
    );
    expect(html).toMatch(
      /<button[^>]*type="submit"[^>]*aria-describedby="avatar-description-error"/,
    );
    expect(html).toContain('Edit description');
  });

  it('shows nothing above the button when the form is fine', () => {
    const html = renderToStaticMarkup(
      <GenerateControls problem={null} pending={false} onEditDescription={() => {}} />,
    );
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-describedby');
    expect(html).toContain('Generate Avatar');
  });
});
