import { describe, expect, it } from 'vitest';
import {
  cleanDisplayName,
  coreName,
  domesticIndex,
  foreignClub,
  foreignIndex,
} from './club-names.ts';

describe('foreign club identity', () => {
  it('gives every spelling of a club one key and one clean name', () => {
    // openfootball wrote 'SL Benfica' up to 2022/23 and 'Sport Lisboa e Benfica' since.
    expect(foreignClub('SL Benfica', 'POR')).toEqual({
      sourceKey: 'benfica (POR)',
      name: 'Benfica',
    });
    expect(foreignClub('Sport Lisboa e Benfica', 'POR')).toEqual(foreignClub('SL Benfica', 'POR'));
    expect(foreignClub('PSV', 'NED')).toEqual({
      sourceKey: 'psv eindhoven (NED)',
      name: 'PSV Eindhoven',
    });
    expect(foreignClub('PSV Eindhoven', 'NED')).toEqual(foreignClub('PSV', 'NED'));
    expect(foreignClub('Sporting Clube de Portugal', 'POR')).toEqual(
      foreignClub('Sporting CP', 'POR'),
    );
    expect(foreignClub('FC Red Bull Salzburg', 'AUT')).toEqual(foreignClub('RB Salzburg', 'AUT'));
    expect(foreignClub('FC Steaua Bucureşti', 'ROU')).toEqual(foreignClub('FCSB', 'ROU'));
  });

  it('brings affix-only differences together without the table', () => {
    expect(foreignClub('Celtic FC', 'SCO')).toEqual({ sourceKey: 'celtic (SCO)', name: 'Celtic' });
    expect(foreignClub('GNK Dinamo Zagreb', 'CRO').sourceKey).toBe(
      foreignClub('Dinamo Zagreb', 'CRO').sourceKey,
    );
    expect(foreignClub('ŠK Slovan Bratislava', 'SVK').sourceKey).toBe(
      foreignClub('Slovan Bratislava', 'SVK').sourceKey,
    );
    expect(foreignClub('Galatasaray SK', 'TUR').sourceKey).toBe(
      foreignClub('Galatasaray', 'TUR').sourceKey,
    );
    expect(foreignClub('FK Crvena Zvezda', 'SRB').name).toBe('Crvena Zvezda');
  });

  it('keeps clubs of different associations apart and letters NFKD would drop', () => {
    expect(foreignClub('FK Bodø/Glimt', 'NOR')).toEqual({
      sourceKey: 'bodo glimt (NOR)',
      name: 'Bodø/Glimt',
    });
    expect(foreignClub('Brøndby IF', 'DEN').sourceKey).toBe('brondby (DEN)');
    expect(coreName('Bologna FC 1909')).toBe('bologna');
    expect(coreName('1. FC Union Berlin')).toBe('union berlin');
    expect(coreName('Bayer 04 Leverkusen')).toBe('bayer 04 leverkusen');
    expect(cleanDisplayName('Club Brugge KV')).toBe('Club Brugge');
  });
});

describe('domestic club identity', () => {
  const teams = [
    {
      teamId: 1,
      country: 'ENG',
      names: ['Man City', 'Manchester City', 'Manchester City FC'],
      lastPlayed: 2,
    },
    {
      teamId: 2,
      country: 'ITA',
      names: ['Inter', 'FC Internazionale Milano', 'Internazionale'],
      lastPlayed: 2,
    },
    { teamId: 3, country: 'FRA', names: ['Monaco', 'AS Monaco'], lastPlayed: 2 },
    { teamId: 4, country: 'GER', names: ["M'Gladbach"], lastPlayed: 1994 },
    { teamId: 5, country: 'GER', names: ["M'gladbach"], lastPlayed: 2025 },
    { teamId: 6, country: 'ESP', names: ['Ath Bilbao', 'Athletic Bilbao'], lastPlayed: 2 },
    { teamId: 7, country: 'ITA', names: ['Lazio'], lastPlayed: 2 },
  ];
  const find = domesticIndex(teams);

  it('finds a cup spelling among the teams of its association', () => {
    expect(find('Manchester City FC', 'ENG')).toBe(1);
    expect(find('Manchester City', 'ENG')).toBe(1);
    expect(find('Inter', 'ITA')).toBe(2);
    expect(find('FC Internazionale Milano', 'ITA')).toBe(2);
    // Monaco's UEFA code is MCO, but it plays in Ligue 1.
    expect(find('AS Monaco FC', 'MCO')).toBe(3);
  });

  it('uses the explicit table where neither the name nor its core is known', () => {
    expect(find('Athletic Club', 'ESP')).toBe(6);
    expect(find('Lazio Roma', 'ITA')).toBe(7);
    expect(find('Bor. Mönchengladbach', 'GER')).toBe(5);
  });

  it('prefers the team that played last when two share a name, and never crosses associations', () => {
    expect(find("M'gladbach", 'GER')).toBe(5);
    expect(find('Manchester City', 'ESP')).toBeUndefined();
    expect(find('Benfica', 'POR')).toBeUndefined();
  });
});

describe('a new spelling of a held foreign club', () => {
  // The clubs as the 2024/25 files stored them (openfootball's spellings then).
  const held = [
    ['Qarabağ FK', 'AZE'],
    ['Union Saint-Gilloise', 'BEL'],
    ['Olympiakos Piraeus', 'GRE'],
    ['Paphos FC', 'CYP'],
    ['Slavia Praha', 'CZE'],
    ['AC Sparta Praha', 'CZE'],
    ['Maccabi Haifa', 'ISR'],
    ['Maccabi Tel Aviv', 'ISR'],
    ['Crvena Zvezda', 'SRB'],
    ['RB Salzburg', 'AUT'],
    ['Sporting CP', 'POR'],
    ['Sporting Braga', 'POR'],
  ].map(([name, country], i) => {
    const club = foreignClub(name!, country!);
    return { teamId: i + 1, sourceKey: club.sourceKey, country: country!, names: [club.name] };
  });
  const index = foreignIndex(held);
  const teamOf = (name: string, country: string) => index.find(name, country)?.teamId;

  it("lands each of the 2025/26 Champions League file's spellings on the club already held", () => {
    expect(teamOf('Qarabağ Ağdam FK', 'AZE')).toBe(1);
    expect(teamOf('Royale Union Saint-Gilloise', 'BEL')).toBe(2);
    expect(teamOf('PAE Olympiakos SFP', 'GRE')).toBe(3);
    expect(teamOf('Olympiacos', 'GRE')).toBe(3);
    expect(teamOf('Pafos FC', 'CYP')).toBe(4);
    expect(teamOf('Paphos', 'CYP')).toBe(4);
    expect(teamOf('SK Slavia Praha', 'CZE')).toBe(5);
    expect(teamOf('Slavia Prague', 'CZE')).toBe(5);
    expect(teamOf('Red Star Belgrade', 'SRB')).toBe(9);
    expect(teamOf('FC Red Bull Salzburg', 'AUT')).toBe(10);
    expect(teamOf('Sporting Clube de Portugal', 'POR')).toBe(11);
  });

  it('keeps different clubs with similar names apart', () => {
    expect(teamOf('Sparta Praha', 'CZE')).toBe(6);
    expect(teamOf('Maccabi Haifa', 'ISR')).toBe(7);
    expect(teamOf('Maccabi Tel-Aviv', 'ISR')).toBe(8);
    expect(teamOf('Maccabi Petach-Tikva', 'ISR')).toBeUndefined();
    expect(teamOf('SC Braga', 'POR')).toBe(12);
    // Across associations nothing is shared: Gijón is Spanish, Marseille French, Salzburg Austrian.
    expect(teamOf('Sporting Gijón', 'ESP')).toBeUndefined();
    expect(teamOf('Olympique de Marseille', 'FRA')).toBeUndefined();
    expect(teamOf('Red Bull Salzburg', 'SRB')).toBeUndefined();
    expect(teamOf('Red Star Belgrade', 'AUT')).toBeUndefined();
    // A club new to the file becomes a club of its own, which later files then find.
    expect(teamOf('FK Kairat', 'KAZ')).toBeUndefined();
    const kairat = foreignClub('FK Kairat', 'KAZ');
    index.add({ teamId: 99, sourceKey: kairat.sourceKey, country: 'KAZ', names: [kairat.name] });
    expect(teamOf('Kairat Almaty', 'KAZ')).toBe(99);
  });
});
