import type { BrandConfig } from '@croupier/contracts/brand';
import { LEVEL_FREE_SPINS } from './comp-points.js';
import { localise, type Translations } from './localise.js';

/**
 * VIP-013 / VIP-014: the twelve levels (level_1..level_12) with ascending comp-point maxima.
 * Gift lines come from per-locale templates so every level reads naturally in every language,
 * and name only what reaching the level grants: the level's free spins (comp points'
 * `level-up-N` gift templates, seed-data/comp-points.ts `LEVEL_FREE_SPINS`). Weekly cashback
 * goes by VIP tier and the VIP manager by VIP group, not by level, so no level line promises
 * them.
 */
const names: Translations[] = [
  {
    en: 'Rookie',
    de: 'Neuling',
    'fr-CA': 'Recrue',
    no: 'Nybegynner',
    it: 'Esordiente',
    et: 'Algaja',
  },
  {
    en: 'Explorer',
    de: 'Entdecker',
    'fr-CA': 'Explorateur',
    no: 'Utforsker',
    it: 'Esploratore',
    et: 'Avastaja',
  },
  {
    en: 'Adventurer',
    de: 'Abenteurer',
    'fr-CA': 'Aventurier',
    no: 'Eventyrer',
    it: 'Avventuriero',
    et: 'Seikleja',
  },
  {
    en: 'Challenger',
    de: 'Herausforderer',
    'fr-CA': 'Challenger',
    no: 'Utfordrer',
    it: 'Sfidante',
    et: 'Väljakutsuja',
  },
  {
    en: 'Contender',
    de: 'Anwärter',
    'fr-CA': 'Prétendant',
    no: 'Kandidat',
    it: 'Pretendente',
    et: 'Pretendent',
  },
  {
    en: 'Professional',
    de: 'Profi',
    'fr-CA': 'Professionnel',
    no: 'Profesjonell',
    it: 'Professionista',
    et: 'Professionaal',
  },
  { en: 'Expert', de: 'Experte', 'fr-CA': 'Expert', no: 'Ekspert', it: 'Esperto', et: 'Ekspert' },
  { en: 'Master', de: 'Meister', 'fr-CA': 'Maître', no: 'Mester', it: 'Maestro', et: 'Meister' },
  {
    en: 'Grandmaster',
    de: 'Großmeister',
    'fr-CA': 'Grand maître',
    no: 'Stormester',
    it: 'Gran maestro',
    et: 'Suurmeister',
  },
  {
    en: 'Champion',
    de: 'Champion',
    'fr-CA': 'Champion',
    no: 'Mester over mestere',
    it: 'Campione',
    et: 'Tšempion',
  },
  { en: 'Legend', de: 'Legende', 'fr-CA': 'Légende', no: 'Legende', it: 'Leggenda', et: 'Legend' },
  { en: 'Icon', de: 'Ikone', 'fr-CA': 'Icône', no: 'Ikon', it: 'Icona', et: 'Ikoon' },
];

const maxPoints = [
  100, 500, 1_500, 3_500, 7_500, 15_000, 30_000, 60_000, 120_000, 250_000, 500_000, 1_000_000,
];

type Template = Record<keyof Omit<Translations, 'en-AU' | 'en-CA' | 'en-NZ' | 'en-KW'>, string>;
const spinsLine: Template = {
  en: '{{n}} free spins on reaching the level',
  de: '{{n}} Freispiele beim Erreichen der Stufe',
  'fr-CA': '{{n}} tours gratuits à l’atteinte du niveau',
  no: '{{n}} gratisspinn når du når nivået',
  it: '{{n}} giri gratis al raggiungimento del livello',
  et: '{{n}} tasuta keerutust taseme saavutamisel',
};
const contentLine: Template = {
  en: 'Collect {{n}} comp points in total to complete this level. Comp points never expire and count towards every level above.',
  de: 'Sammeln Sie insgesamt {{n}} Comp-Punkte, um diese Stufe abzuschließen. Comp-Punkte verfallen nie und zählen für alle höheren Stufen.',
  'fr-CA':
    'Accumulez {{n}} points de fidélité au total pour terminer ce niveau. Les points n’expirent jamais et comptent pour tous les niveaux supérieurs.',
  no: 'Samle totalt {{n}} comp-poeng for å fullføre dette nivået. Comp-poeng utløper aldri og teller mot alle nivåene over.',
  it: 'Raccogli in totale {{n}} comp point per completare questo livello. I comp point non scadono mai e valgono per tutti i livelli successivi.',
  et: 'Kogu kokku {{n}} boonuspunkti, et see tase läbida. Boonuspunktid ei aegu kunagi ja lähevad arvesse kõigi järgmiste tasemete juures.',
};

const fill = (template: Template, n: number) =>
  localise({
    en: template.en.replace('{{n}}', n.toLocaleString('en')),
    de: template.de.replace('{{n}}', n.toLocaleString('de')),
    'fr-CA': template['fr-CA'].replace('{{n}}', n.toLocaleString('fr-CA')),
    no: template.no.replace('{{n}}', n.toLocaleString('nb')),
    it: template.it.replace('{{n}}', n.toLocaleString('it')),
    et: template.et.replace('{{n}}', n.toLocaleString('et')),
  });

export const statusesSeed: BrandConfig['statuses'] = names.map((name, index) => {
  const points = maxPoints[index] ?? 0;
  const spins = LEVEL_FREE_SPINS[index];
  const gifts = spins === undefined ? [] : [fill(spinsLine, spins)];
  return {
    level: `level_${index + 1}`,
    groupId: 2001 + index,
    name: localise(name),
    maxPoints: points,
    image: `/brand/levels/level-${index + 1}.svg`,
    content: fill(contentLine, points),
    gifts,
  };
});
