import { describe, expect, it } from 'vitest';
import { listedStarterIds } from './listed-identity.ts';

describe("a listed pitcher's identity", () => {
  it('is learnt only from earlier games, by team first', () => {
    const ids = listedStarterIds([
      [
        { team: 'NYA', listing: 'G COLE', actualId: 'coleg001' },
        { team: 'BOS', listing: 'N PIVETTA', actualId: 'piven001' },
      ],
      [
        { team: 'NYA', listing: 'G COLE' },
        { team: 'BOS', listing: 'C SALE' },
      ],
    ]);
    // The first game's own start cannot name its listing.
    expect(ids[0]).toEqual(['listed:NYA:G COLE', 'listed:BOS:N PIVETTA']);
    expect(ids[1]).toEqual(['coleg001', 'listed:BOS:C SALE']);
  });

  it("follows a pitcher to a new team when nearly all of his listing's games name him", () => {
    const earlier = Array.from(
      { length: 9 },
      () => [{ team: 'NYA', listing: 'G COLE', actualId: 'coleg001' }, { team: 'BOS' }] as const,
    );
    const ids = listedStarterIds([
      ...earlier,
      [{ team: 'NYA', listing: 'G COLE', actualId: 'other001' }, { team: 'BOS' }],
      [{ team: 'LAN', listing: 'G COLE' }, { team: 'BOS' }],
    ]);
    expect(ids.at(-1)).toEqual(['coleg001', undefined]);
  });

  it('keeps a listing apart when no one pitcher stands behind it', () => {
    const ids = listedStarterIds([
      [{ team: 'NYA', listing: 'J SMITH', actualId: 'smitj001' }, { team: 'BOS' }],
      [{ team: 'BOS', listing: 'J SMITH', actualId: 'smitj002' }, { team: 'NYA' }],
      [{ team: 'LAN', listing: 'J SMITH' }, { team: 'SFN' }],
    ]);
    expect(ids[2]).toEqual(['listed:LAN:J SMITH', undefined]);
  });
});
