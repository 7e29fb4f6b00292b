import { shareFileName } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  imageLinksText,
  matchShareUrl,
  PUBLIC_URL_META,
  predictionShareUrl,
  publicOrigin,
  shareImageFilename,
  shareText,
  tweetIntentUrl,
  whatsAppUrl,
} from './share.ts';

describe("shareText (product spec, 'Business constants and limits': Social text)", () => {
  it("has the 'AI Sports Prediction' headline, both teams and their percentages", () => {
    expect(
      shareText({
        homeTeam: 'Arsenal',
        awayTeam: 'Manchester City',
        homeWinProb: 41.2,
        awayWinProb: 33,
        hasDraw: true,
        league: 'Premier League',
      }),
    ).toBe(
      'AI Sports Prediction: Arsenal 41.2% vs Manchester City 33.0% (draw 25.8%) · Premier League',
    );
  });
  it('has no draw in sports without one', () => {
    expect(
      shareText({
        homeTeam: 'Lakers',
        awayTeam: 'Warriors',
        homeWinProb: 55,
        awayWinProb: 45,
        hasDraw: false,
      }),
    ).toBe('AI Sports Prediction: Lakers 55.0% vs Warriors 45.0%');
  });
});

describe('share links', () => {
  it('builds the tweet intent with the text and link encoded', () => {
    const url = new URL(tweetIntentUrl('A & B 50%', 'https://strix.test/p/1'));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('A & B 50%');
    expect(url.searchParams.get('url')).toBe('https://strix.test/p/1');
  });
  it('puts text and link in one messaging-service message', () => {
    const url = new URL(whatsAppUrl('Hello 50%', 'https://strix.test/p/1'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe('Hello 50% https://strix.test/p/1');
  });
  it('makes server paths absolute and keeps absolute ones', () => {
    expect(absoluteUrl('/media/share/x.png', 'https://strix.test')).toBe(
      'https://strix.test/media/share/x.png',
    );
    expect(absoluteUrl('https://cdn.test/x.png', 'https://strix.test')).toBe(
      'https://cdn.test/x.png',
    );
  });
  const shell = (content: string | null) => ({
    querySelector: (selector: string) =>
      selector === `meta[name="${PUBLIC_URL_META}"]` && content !== null ? { content } : null,
  });
  it("builds links on the server's public address, not the name the browser used", () => {
    const doc = shell('http://localhost:3000') as unknown as Document;
    const origin = publicOrigin(doc, 'http://127.0.0.1:3000');
    expect(origin).toBe('http://localhost:3000');
    expect(predictionShareUrl('abc-123', origin)).toBe('http://localhost:3000/p/abc-123');
    expect(matchShareUrl(42, origin)).toBe('http://localhost:3000/match/42');
    expect(publicOrigin(shell('https://strix.example/') as unknown as Document, 'x')).toBe(
      'https://strix.example',
    );
  });
  it('falls back to the page origin only where the server gave no address', () => {
    expect(publicOrigin(shell(null) as unknown as Document, 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
    expect(publicOrigin(shell('not a url') as unknown as Document, 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
  });
  it('points at the /p/{id} share page', () => {
    expect(predictionShareUrl('abc-123', 'https://strix.test')).toBe(
      'https://strix.test/p/abc-123',
    );
  });
  it('copies the image link and the analysis link', () => {
    expect(imageLinksText('https://a/img.png', 'https://a/p/1')).toBe(
      'https://a/img.png\nhttps://a/p/1',
    );
  });
});

describe("shareImageFilename (product spec, 'Business constants and limits')", () => {
  it('names files as the contract does', () => {
    for (const [home, away] of [
      ['Arsenal', 'Manchester City'],
      ['Atlético Madrid', "Nott'm Forest"],
      ['!!', 'Los Angeles Lakers'],
    ] as const) {
      expect(shareImageFilename(home, away)).toBe(shareFileName(home, away));
    }
  });
  it("is 'prediction-{home}-vs-{away}.png' with file-safe names", () => {
    expect(shareImageFilename('Arsenal', 'Manchester City')).toBe(
      'prediction-arsenal-vs-manchester-city.png',
    );
    expect(shareImageFilename('Atlético Madrid', "Nott'm Forest")).toBe(
      'prediction-atletico-madrid-vs-nott-m-forest.png',
    );
    expect(shareImageFilename('???', 'Lakers')).toBe('prediction-team-vs-lakers.png');
  });
});
