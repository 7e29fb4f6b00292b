import { normalizeName } from '../../data/reference/normalize.ts';

/**
 * Fixtures people ask for by name. The teams replace the phrase, so 'El Clasico prediction'
 * reads as 'Real Madrid vs Barcelona prediction' and then resolves to the real fixture, in
 * whichever order it is scheduled.
 */
const DERBIES: [string[], string][] = [
  [['el clasico', 'clasico'], 'Real Madrid vs Barcelona'],
  [['madrid derby', 'derbi madrileno'], 'Real Madrid vs Atletico Madrid'],
  [['der klassiker', 'klassiker'], 'Bayern Munich vs Dortmund'],
  [['north london derby'], 'Arsenal vs Tottenham'],
  [['manchester derby'], 'Man City vs Man United'],
  [['merseyside derby'], 'Liverpool vs Everton'],
  [['milan derby', 'derby della madonnina'], 'Inter vs Milan'],
  [['derby d italia', 'derby ditalia'], 'Inter vs Juventus'],
  [['rome derby', 'derby della capitale'], 'Roma vs Lazio'],
  [['le classique', 'classique'], 'Paris SG vs Marseille'],
  [['seville derby', 'gran derbi'], 'Sevilla vs Betis'],
  [['basque derby'], 'Athletic Bilbao vs Real Sociedad'],
];

export function expandDerbies(question: string): string {
  const normalized = ` ${normalizeName(question)} `;
  for (const [phrases, teams] of DERBIES) {
    for (const phrase of phrases) {
      if (normalized.includes(` ${phrase} `)) {
        // Keep the rest of the question (dates, 'odds', 'value bets') around the teams.
        return `${teams} ${normalized.replace(` ${phrase} `, ' ').trim()}`;
      }
    }
  }
  return question;
}
