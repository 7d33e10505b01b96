/**
 * The expected cost of the demo brand's gift templates (issue 16; `npm run gifts -- expected-cost`
 * does the same for one template): each seeded template is simulated over the catalog's own
 * games (PAR-sheet RTPs, round returns sampled from the engines, the representative mix of
 * apps/api/src/modules/gifts/gifts.command-game-mix.ts) for GIFT_COST_PLAYERS players (default
 * 5,000) from a fixed seed, so a run is reproducible. Percentage bonuses take a 100 EUR deposit;
 * the bet is 1 % of deposit + bonus within the template's max bet. Prints, per template, the
 * expected cost per grant, the share of players who complete the wagering, the spread, and the
 * run time; writes bench/results/gift-expected-cost.json.
 * Run: `npx tsx bench/gift-expected-cost.bench.ts` (or `npm run bench -- gift-expected-cost`).
 */
import { loadavg } from 'node:os';
import {
  costTemplateFromRules,
  simulateExpectedCost,
  type ExpectedCost,
} from '../packages/domain/src/gifts/expected-cost.js';
import {
  giftTemplatesSeed,
  inEveryCurrency,
} from '../apps/api/src/modules/brand/seed-data/gift-templates.js';
import { catalogGameMix } from '../apps/api/src/modules/gifts/gifts.command-game-mix.js';
import { writeResult, type Figure } from './lib/write-result.js';

const PLAYERS = Number(process.env.GIFT_COST_PLAYERS ?? 5_000);
const SEED = 20_261_127;
const CURRENCY = 'EUR';
const DEPOSIT_CENTS = 10_000;

const loadAtStart = loadavg()[0] ?? 0;
const started = performance.now();
const { mix, byIdentifier } = catalogGameMix();
const mixSeconds = (performance.now() - started) / 1000;
console.log(
  `game mix: ${mix.length} presets, ${mix.reduce((n, game) => n + game.payouts.length, 0)} sampled rounds in ${mixSeconds.toFixed(1)} s`,
);

interface Line {
  key: string;
  /** The currency it was simulated in (figures converted to EUR). */
  currency: string;
  result: ExpectedCost;
  seconds: number;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const lines: Line[] = [];
const slots = mix.find((game) => game.categories.includes('slots'));
for (const template of giftTemplatesSeed) {
  if (template.rules.cashback) {
    console.log(
      `  ${template.key.padEnd(20)} cashback: costs its rate of the net loss, not simulated`,
    );
    continue;
  }
  // EUR, or the first currency a template is limited to (crypto-only codes), at the same value.
  const allowed = template.rules.eligibility.currencies;
  const currency = !allowed || allowed.includes(CURRENCY) ? CURRENCY : (allowed[0] ?? CURRENCY);
  const costTemplate = costTemplateFromRules(template.rules, currency, {
    depositCents: currency === CURRENCY ? DEPOSIT_CENTS : (inEveryCurrency(100)[currency] ?? 0),
    gameById: (id) => byIdentifier.get(id),
    fallbackSpinGame: slots,
  });
  const began = performance.now();
  const result = simulateExpectedCost(costTemplate, mix, { players: PLAYERS, seed: SEED });
  const seconds = (performance.now() - began) / 1000;
  if (result.playableGames === 0) {
    console.log(`  ${template.key.padEnd(20)} no casino game counts toward it (a sport free bet)`);
    continue;
  }
  // Figures in EUR: a template simulated in another currency is converted at the seed's prices.
  const toEur = (inEveryCurrency(1)[CURRENCY] ?? 100) / (inEveryCurrency(1)[currency] ?? 100);
  const scaled: ExpectedCost =
    currency === CURRENCY
      ? result
      : {
          ...result,
          meanGrantCents: result.meanGrantCents * toEur,
          meanCostCents: result.meanCostCents * toEur,
          stdDevCents: result.stdDevCents * toEur,
          p5Cents: result.p5Cents * toEur,
          p50Cents: result.p50Cents * toEur,
          p95Cents: result.p95Cents * toEur,
          betCents: result.betCents * toEur,
        };
  lines.push({ key: template.key, currency, result: scaled, seconds });
  console.log(
    `  ${template.key.padEnd(20)} grant ${euros(scaled.meanGrantCents).padStart(7)}  cost ${euros(scaled.meanCostCents).padStart(7)} EUR` +
      `  completed ${percent(scaled.completionRate).padStart(7)}  p5/p50/p95 ${euros(scaled.p5Cents)}/${euros(scaled.p50Cents)}/${euros(scaled.p95Cents)}` +
      `  sd ${euros(scaled.stdDevCents)}  ${scaled.meanRounds.toFixed(0)} rounds  ${seconds.toFixed(2)} s` +
      (currency === CURRENCY ? '' : `  (played in ${currency})`),
  );
}
const totalSeconds = (performance.now() - started) / 1000;

const figures: Figure[] = [
  ...lines.flatMap(({ key, result }) => [
    {
      metric: `${key} expected cost per grant`,
      value: Number(euros(result.meanCostCents)),
      unit: 'EUR',
    },
    {
      metric: `${key} wagering completed`,
      value: Number((result.completionRate * 100).toFixed(1)),
      unit: '%',
    },
  ]),
  {
    metric: 'run time (game mix and every template)',
    value: Number(totalSeconds.toFixed(2)),
    unit: 's',
  },
];

writeResult(
  'gift-expected-cost',
  figures,
  [
    `${PLAYERS} players per template, seed ${SEED}, ${CURRENCY}; percentage bonuses on a ${euros(DEPOSIT_CENTS)} EUR deposit`,
    `game mix built in ${mixSeconds.toFixed(1)} s (${mix.length} presets)`,
    `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
    ...lines.map(
      ({ key, currency, result, seconds }) =>
        `${key}${currency === CURRENCY ? '' : ` (played in ${currency}, shown in EUR)`}: mean grant ${euros(result.meanGrantCents)}, cost ${euros(result.meanCostCents)} EUR, completed ${percent(result.completionRate)}, lost ${percent(result.lostRate)}, p5 ${euros(result.p5Cents)} p50 ${euros(result.p50Cents)} p95 ${euros(result.p95Cents)} sd ${euros(result.stdDevCents)}, ${result.meanRounds.toFixed(0)} rounds at ${euros(result.betCents)}, ${seconds.toFixed(2)} s`,
    ),
  ],
  {
    templates: lines.map(({ key, currency, result, seconds }) => ({
      key,
      playedIn: currency,
      ...result,
      seconds,
    })),
  },
);
