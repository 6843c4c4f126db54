import { startSimulator } from '../../../electron/simulator';
import type { SimulatorOptions } from '../../../electron/simulator/types';

/**
 * The simulator in a process of its own, as the real service runs on a machine of its own: its
 * work (generating checks, serialising 20,000 items) is then not charged to the client being
 * measured. Options come as JSON in argv[2]; the first stdout line is {baseUrl, credentials}.
 * Control goes over HTTP (/__sim/...). Ends when stdin closes (the bench exiting included).
 */
const options = JSON.parse(process.argv[2] ?? '{}') as SimulatorOptions;
const sim = await startSimulator(options);
process.stdout.write(`${JSON.stringify({ baseUrl: sim.baseUrl, credentials: sim.credentials })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void sim.close().then(() => process.exit(0));
});
