import { BET_CSV_HEADER, BET_MESSAGES, priceEntryMessage } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBets, type NewBet } from '../../db/queries/bets.ts';
import {
  bearer,
  createTestApp,
  databaseKinds,
  nextIp,
  registerUser,
  type TestApp,
} from '../../test/harness.ts';
import { AFTER, matchId, moveClock, myBets, recordBet } from './bets-test-kit.ts';
import { settleBets } from './settle-bets.ts';

const HEADER = BET_CSV_HEADER.join(',');

describe.each(databaseKinds)('CSV export and import of bets on %s', (kind) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { from: 'mini-mirror' });
    ana = await registerUser(t.app, { name: 'Ana' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const exportCsv = async (token: string, userId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/${userId}/bets/export.csv`,
      headers: bearer(token),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };

  const importCsv = (token: string, userId: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/bets/import`,
      headers: { ...bearer(token), 'content-type': 'text/csv' },
      remoteAddress: nextIp(),
      payload: body,
    });

  it('round-trips: an export imported by someone else exports the same rows', async () => {
    const newcastle = await matchId(t, 'Newcastle', 'Wolves', '2025-01-15');
    await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: '1x2',
      selection: 'home',
      price: 1.5,
      stake: 10,
      bookmaker: 'Bet365',
      note: 'Says "value", and, a comma',
    });
    await recordBet(t, ana.token, ana.user.id, {
      matchId: newcastle,
      market: 'total',
      selection: 'under',
      line: 2.5,
      price: 2.6,
      stake: 3.25,
      takenAt: '2025-01-15T10:00:00Z',
    });
    const outside = await recordBet(t, ana.token, ana.user.id, {
      event: '=Celtic v Rangers',
      leagueId: null,
      market: '1x2',
      selection: 'draw',
      price: 3.4,
      stake: 1.5,
      takenAt: '2025-01-14T18:00:00Z',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${ana.user.id}/bets/${outside.id}`,
      headers: bearer(ana.token),
      remoteAddress: nextIp(),
      payload: { result: 'lost' },
    });
    await moveClock(t, AFTER);
    await settleBets(t.database.db, AFTER);

    const exported = await exportCsv(ana.token, ana.user.id);
    const lines = exported.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      '2025-01-15T12:00:00.000Z,Newcastle v Wolves,E0,1x2,home,,1.5,10.00,Bet365,won,5.00,' +
        `${1 / 1.37 / (1 / 1.37 + 1 / 5.4 + 1 / 8.5)},${1.5 * (1 / 1.37 / (1 / 1.37 + 1 / 5.4 + 1 / 8.5)) - 1},` +
        '"Says ""value"", and, a comma"',
      expect.stringMatching(
        /^2025-01-15T10:00:00\.000Z,Newcastle v Wolves,E0,total,under,2\.5,2\.6,3\.25,,lost,-3\.25,0\.36\d+,-0\.05\d+,$/,
      ),
      // A formula-looking event is written as text, so a spreadsheet does not run it.
      "2025-01-14T18:00:00.000Z,'=Celtic v Rangers,,1x2,draw,,3.4,1.50,,lost,-1.50,,,",
    ]);

    const ben = await registerUser(t.app, { name: 'Ben' });
    const imported = await importCsv(ben.token, ben.user.id, exported);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ imported: 3, attached: 2 });
    expect(await exportCsv(ben.token, ben.user.id)).toBe(exported);
    const bens = await myBets(t, ben.token, ben.user.id);
    expect(bens.bets.map((b) => [b.source, b.match?.homeTeam ?? b.event])).toEqual([
      ['import', 'Newcastle'],
      ['import', 'Newcastle'],
      ['import', '=Celtic v Rangers'],
    ]);
    expect(bens.summary.profit).toBe(0.25);
  });

  it('refuses a bad row with its line number and stores nothing from the file', async () => {
    const cat = await registerUser(t.app, { name: 'Cat' });
    const good = '2025-01-10T12:00:00Z,Hearts v Hibs,,1x2,home,,2.1,5,,won,,,,';
    const cases: [string, string][] = [
      [
        `${HEADER}\n${good}\n${good.replace('2.1', '1.005')}\n`,
        `Line 3: ${BET_MESSAGES.priceInvalid}`,
      ],
      // The file's prices are decimal: American odds are refused, not read as 145.
      [
        `${HEADER}\n${good.replace(',2.1,', ',+145,')}`,
        `Line 2: ${priceEntryMessage('signed', 'decimal')}`,
      ],
      [
        `${HEADER}\n${good}\n${good}\n${good.replace(',home,', ',over,')}`,
        `Line 4: ${BET_MESSAGES.selectionForMarket}`,
      ],
      [
        `${HEADER}\n${good.replace('2025-01-10T12:00:00Z', '2025-03-01T12:00:00Z')}`,
        `Line 2: ${BET_MESSAGES.takenAtFuture}`,
      ],
      [
        `${HEADER}\n${good.replace('2025-01-10T12:00:00Z', 'yesterday')}`,
        `Line 2: ${BET_MESSAGES.takenAtInvalid}`,
      ],
      [
        `${HEADER}\n${good.replace(',won,', ',maybe,')}`,
        'Line 2: Status must be one of open, won, lost, void.',
      ],
      [`${HEADER}\n${good.replace(',,1x2,', ',XX,1x2,')}`, `Line 2: ${BET_MESSAGES.leagueInvalid}`],
      [`taken_at,event\n${good}`, BET_MESSAGES.importHeader],
      [`${HEADER}\n`, BET_MESSAGES.importEmpty],
      [
        `${HEADER}\n${good}\n"unclosed,quote\n`,
        'Line 3: the CSV could not be read (a quote is not closed or is misplaced).',
      ],
      [`${HEADER}\n${good},extra`, 'Line 2: the row has 15 columns; the header has 14.'],
      [`${HEADER}\n${`${good}\n`.repeat(2001)}`, BET_MESSAGES.importTooLarge],
    ];
    for (const [body, error] of cases) {
      const response = await importCsv(cat.token, cat.user.id, body);
      expect({ error, status: response.statusCode, json: response.json() }).toEqual({
        error,
        status: 400,
        json: { error },
      });
    }
    expect((await myBets(t, cat.token, cat.user.id)).bets).toEqual([]);
    // The same good row alone is stored, with the result it brings.
    const ok = await importCsv(cat.token, cat.user.id, `${HEADER}\n${good}\n`);
    expect(ok.json()).toEqual({ imported: 1, attached: 0 });
    expect((await myBets(t, cat.token, cat.user.id)).bets[0]).toMatchObject({
      event: 'Hearts v Hibs',
      status: 'won',
      profit: 5.5,
      settledAt: '2025-01-10T12:00:00.000Z',
    });
  });

  it('keeps an account to 5,000 bets, even with imports in parallel', async () => {
    const eve = await registerUser(t.app, { name: 'Eve' });
    const filler: NewBet = {
      matchId: null,
      leagueId: null,
      event: 'Old bet',
      market: '1x2',
      selection: 'home',
      line: null,
      price: 2,
      stakeCents: 100,
      bookmaker: null,
      takenAt: new Date('2024-12-01T12:00:00Z'),
      source: 'manual',
      note: null,
      status: 'lost',
      settledAt: new Date('2024-12-01T12:00:00Z'),
    };
    await insertBets(t.database.db, eve.user.id, Array(4998).fill(filler), new Date());
    const two = `${HEADER}\n${'2025-01-10T12:00:00Z,Hearts v Hibs,,1x2,home,,2.1,5,,open,,,,\n'.repeat(2)}`;
    const answers = await Promise.all([
      importCsv(eve.token, eve.user.id, two),
      importCsv(eve.token, eve.user.id, two),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      error: BET_MESSAGES.tooManyBets,
    });
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/user/${eve.user.id}/bets`,
      headers: bearer(eve.token),
      remoteAddress: nextIp(),
      payload: { event: 'One more', market: '1x2', selection: 'home', price: 2, stake: 1 },
    });
    expect(one.statusCode).toBe(409);
    expect((await myBets(t, eve.token, eve.user.id)).bets).toHaveLength(5000);
  });

  it('refuses another person’s import and a body that is not CSV', async () => {
    const dan = await registerUser(t.app, { name: 'Dan' });
    const foreign = await importCsv(dan.token, ana.user.id, `${HEADER}\n`);
    expect(foreign.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/user/${dan.user.id}/bets/import`,
      headers: bearer(dan.token),
      remoteAddress: nextIp(),
      payload: { csv: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: BET_MESSAGES.importNotCsv });
    // text/plain is what a cross-site form can send without asking: not accepted.
    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/user/${dan.user.id}/bets/import`,
      headers: { ...bearer(dan.token), 'content-type': 'text/plain' },
      remoteAddress: nextIp(),
      payload: `${HEADER}\n`,
    });
    expect(plain.statusCode).toBe(415);
  });
});
