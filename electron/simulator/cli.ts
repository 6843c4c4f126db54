import { parseCliArgs, USAGE } from './cli-args';
import { startSimulator } from './index';
import { resolveOptions } from './options';

/**
 * `npm run simulator -- --port 8787 --seed 1`: the simulator alone, for integrators and demos.
 * It prints the base URL and its credentials, new each start unless given or asked for as published
 * (--published-credentials): printed to the developer's terminal, which is where they are needed.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof parseCliArgs>;
  try {
    config = parseCliArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if ('help' in config) {
    process.stdout.write(USAGE);
    return;
  }
  const sim = await startSimulator(config.options);
  for (const f of config.faults) sim.control.addFault(f);

  const { accessToken, username, password } = sim.credentials;
  const branches = sim.control.branchCodes();
  const { seed, dialect, rateLimit: limits } = resolveOptions(config.options);
  const lines = [
    'POS integration service simulator',
    `  Base URL:     ${sim.baseUrl}`,
    `  AccessToken:  ${accessToken}    (header "AccessToken" on POST /GetToken)`,
    `  Username:     ${username}`,
    `  Password:     ${password}`,
    `  Token body:   ${JSON.stringify({ Username: username, Password: password })}`,
    `  Seed:         ${seed}`,
    `  Dialect:      ${dialect.name}  (see --help)`,
    `  Branches:     ${branches.length} (${branches.slice(0, 6).join(', ')}${branches.length > 6 ? ', ...' : ''})`,
    `  Rate limit:   ${limits === false ? 'off' : `${limits.perSecond}/s and ${limits.perMinute}/min per user`}`,
    `  Faults:       ${config.faults.length === 0 ? 'none' : config.faults.map((f) => `${f.kind}${f.branch ? ` on ${f.branch}` : ''}${f.value !== undefined ? ` (${f.value})` : ''}`).join(', ')}`,
    `  Control:      ${sim.baseUrl}/__sim  (faults, clock, tokens, logs; see docs/simulator.md)`,
    '',
    'Example:',
    `  curl -s -X POST ${sim.baseUrl}/GetToken -H 'AccessToken: ${accessToken}' \\`,
    `       -H 'Content-Type: application/json' -d '${JSON.stringify({ Username: username, Password: password }).replaceAll("'", "'\\''")}'`,
    '',
    'Press Ctrl+C to stop.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = () => {
    void sim.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main().catch((e: unknown) => {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  process.stderr.write(
    code === 'EADDRINUSE'
      ? 'That port is already in use: pick another with --port (or --port 0 for any free port).\n'
      : `The simulator could not start: ${e instanceof Error ? e.message : String(e)}\n`,
  );
  process.exit(1);
});
