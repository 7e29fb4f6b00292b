/**
 * Where to get help, for each market whose leagues Strix covers (the Premier League and the
 * Championship, La Liga, the Bundesliga, Serie A, Ligue 1, the NBA and the NFL). Every entry
 * names the page its number was checked against (`source`) and when; an entry whose number we
 * could not confirm from a primary or official source says so in `checked`.
 */
export interface Helpline {
  /** Who runs it. */
  name: string;
  /** As it is dialled in the country, and in the `tel:` link (digits with the country code). */
  phone: string;
  tel: string;
  /** Hours and cost, as the service states them. */
  hours: string;
  website: string;
  /** Where the number was confirmed. */
  source: string;
  checked: string;
}

export interface Market {
  id: 'uk' | 'us' | 'es' | 'de' | 'it' | 'fr';
  country: string;
  leagues: string;
  helplines: Helpline[];
  /** Self-exclusion from gambling sites themselves (Strix's own break only covers Strix). */
  selfExclusion?: { name: string; website: string; note: string };
}

export const MARKETS: readonly Market[] = [
  {
    id: 'uk',
    country: 'United Kingdom',
    leagues: 'Premier League, Championship',
    helplines: [
      {
        name: 'National Gambling Helpline (GamCare, commissioned by GambleAware)',
        phone: '0808 8020 133',
        tel: '+448088020133',
        hours: 'Free, 24 hours a day, every day; live chat on the website.',
        website: 'https://www.gamcare.org.uk/',
        source:
          'https://www.igamingbusiness.com/news/uk-s-national-gambling-helpline-open-24-hours-day',
        checked: 'Number and 24-hour service confirmed in several independent sources, 2019–2024.',
      },
    ],
    selfExclusion: {
      name: 'GAMSTOP',
      website: 'https://www.gamstop.co.uk/',
      note: 'Free self-exclusion from every online gambling company licensed in Great Britain, for 6 months, 1 year or 5 years.',
    },
  },
  {
    id: 'us',
    country: 'United States',
    leagues: 'NBA, NFL',
    helplines: [
      {
        name: 'National Problem Gambling Helpline (National Council on Problem Gambling)',
        phone: '1-800-522-4700',
        tel: '+18005224700',
        hours: 'Free and confidential, 24/7; text 800GAM, or chat at ncpgambling.org/chat.',
        website: 'https://www.ncpgambling.org/',
        source: 'https://redcross-cmd.org/gambling-addiction/resources/helplines',
        checked:
          'NCPG states it may no longer run 1-800-GAMBLER as the national helpline after 29 September 2025 and asks callers to use 1-800-522-4700.',
      },
      {
        name: '1-800-GAMBLER (Council on Compulsive Gambling of New Jersey)',
        phone: '1-800-426-2537',
        tel: '+18004262537',
        hours: 'Free and confidential, 24/7.',
        website: 'https://800gambler.org/',
        source: 'https://oddsindex.com/guides/problem-gambling-help',
        checked:
          'The number itself (1-800-426-2537) confirmed; who answers it changed in 2025 (see above), so the national line comes first.',
      },
    ],
  },
  {
    id: 'es',
    country: 'Spain',
    leagues: 'La Liga',
    helplines: [
      {
        name: 'FEJAR (Federación Española de Jugadores de Azar Rehabilitados)',
        phone: '900 200 225',
        tel: '+34900200225',
        hours: 'Free.',
        website: 'https://www.fejar.org/',
        source:
          'https://it.scribd.com/document/427285841/Manual-de-prevencion-en-adicciones-universitario',
        checked:
          "Confirmed in FEJAR's own 2019 publication. Jugadores Anónimos has no national number we could confirm.",
      },
    ],
  },
  {
    id: 'de',
    country: 'Germany',
    leagues: 'Bundesliga',
    helplines: [
      {
        name: 'BZgA Telefonberatung zur Glücksspielsucht',
        phone: '0800 1 37 27 00',
        tel: '+498001372700',
        hours:
          'Free; Monday to Thursday 10:00–22:00, Friday to Sunday 10:00–18:00 (as last published).',
        website: 'https://www.check-dein-spiel.de/',
        source:
          'https://gluecksspiel-behoerde.de/de/news/324-ggl-begruesst-weiter-finanzierung-der-bzga-gluecksspielsucht-hotline-durch-gluecksspielindustrie',
        checked:
          'Confirmed by the Gemeinsame Glücksspielbehörde der Länder (the German gambling regulator).',
      },
    ],
  },
  {
    id: 'it',
    country: 'Italy',
    leagues: 'Serie A',
    helplines: [
      {
        name: "Telefono Verde Nazionale per le problematiche legate al Gioco d'Azzardo (Istituto Superiore di Sanità)",
        phone: '800 558 822',
        tel: '+39800558822',
        hours: 'Free; Monday to Friday 10:00–16:00 (as announced at launch).',
        website: 'https://www.iss.it/',
        source:
          'http://www.corriere.it/salute/17_settembre_29/al-via-numero-verde-nazionale-contro-problemi-gioco-azzardo-11625ffa-a4f4-11e7-ac7b-c4dea2ad0535.shtml',
        checked:
          'Confirmed in the 2017 launch announcements; still in service in 2019 reports. Hours may have changed since.',
      },
    ],
  },
  {
    id: 'fr',
    country: 'France',
    leagues: 'Ligue 1',
    helplines: [
      {
        name: 'Joueurs Info Service (Santé publique France)',
        phone: '09 74 75 13 13',
        tel: '+33974751313',
        hours: 'Not premium-rated; chat and forums on the website.',
        website: 'https://www.joueurs-info-service.fr/',
        source:
          'https://santepubliquefrance.fr/presse/2016/a-la-veille-de-l-euro-2016-le-site-internet-de-prevention-des-risques-lies-aux-jeux-d-argent-joueurs-info-service-fait-peau-neuve',
        checked: 'Confirmed by Santé publique France (2016).',
      },
    ],
  },
];
