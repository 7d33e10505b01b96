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
import { giftTemplatesSeed } from '../apps/api/src/modules/brand/seed-data/gift-templates.js';
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
  const costTemplate = costTemplateFromRules(template.rules, CURRENCY, {
    depositCents: DEPOSIT_CENTS,
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
  lines.push({ key: template.key, result, seconds });
  console.log(
    `  ${template.key.padEnd(20)} grant ${euros(result.meanGrantCents).padStart(7)}  cost ${euros(result.meanCostCents).padStart(7)} EUR` +
      `  completed ${percent(result.completionRate).padStart(7)}  p5/p50/p95 ${euros(result.p5Cents)}/${euros(result.p50Cents)}/${euros(result.p95Cents)}` +
      `  sd ${euros(result.stdDevCents)}  ${result.meanRounds.toFixed(0)} rounds  ${seconds.toFixed(2)} s`,
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
      ({ key, result, seconds }) =>
        `${key}: mean grant ${euros(result.meanGrantCents)}, cost ${euros(result.meanCostCents)} EUR, completed ${percent(result.completionRate)}, lost ${percent(result.lostRate)}, p5 ${euros(result.p5Cents)} p50 ${euros(result.p50Cents)} p95 ${euros(result.p95Cents)} sd ${euros(result.stdDevCents)}, ${result.meanRounds.toFixed(0)} rounds at ${euros(result.betCents)}, ${seconds.toFixed(2)} s`,
    ),
  ],
  {
    templates: lines.map(({ key, result, seconds }) => ({ key, ...result, seconds })),
  },
);
