// `npm test`: typecheck, lint, vitest, both builds, Playwright, stopping at the first failure. Steps that use one core
// each (tsc and ESLint; the two builds) run side by side on two cores, their output printed whole when they end.
import { spawn } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';

const stages = [
  [['npm', 'run', '--silent', 'typecheck'], ['npm', 'run', '--silent', 'lint']],
  [['npm', 'run', '--silent', 'test:unit']],
  [['npm', 'run', '--silent', 'build'], ['npm', 'run', '--silent', 'build:preact']],
  [['npx', 'playwright', 'test']],
];

/** Runs one command; alone it writes straight to the terminal, beside another its output is kept until it ends. */
function run([command, ...args], alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n> ${[command, ...args].join(' ')}\n${output}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const stage of stages) {
  const codes = await Promise.all(stage.map((command) => run(command, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`\nnpm test stopped: ${stage.map((command) => command.join(' ')).join(' and ')} failed.`);
    process.exit(failed);
  }
}
