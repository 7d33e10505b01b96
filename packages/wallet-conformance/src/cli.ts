import { parseCli, USAGE } from './cli-options.js';
import { runConformance } from './suite.js';

/** `npm run conformance -- <wallet url> ...`: one line per scenario, exit 1 on any failure. */
async function main(): Promise<number> {
  const options = parseCli(process.argv.slice(2), process.env);
  if ('error' in options) {
    if (options.error) console.error(`conformance: ${options.error}\n`);
    console.error(USAGE);
    return 2;
  }
  console.log(`wallet conformance: ${options.walletUrl} (fixture ${options.fixtureUrl})`);
  const results = await runConformance({ ...options, log: (line) => console.log(line) });
  const failed = results.filter((result) => !result.passed).length;
  console.log(
    failed === 0
      ? `\nall ${results.length} scenarios passed`
      : `\n${failed} of ${results.length} scenarios failed`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
