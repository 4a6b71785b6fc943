// Runs a command and ends it when the process that started this one ends, however that ended
// (SIGKILL, a closed terminal, a crash): that parent holds the write end of this process's stdin,
// and the system closes it when the parent dies. Without this, a server started by `npm start` in
// its own process group would outlive a killed `npm start` and keep its port.
// Plain JavaScript, run by node itself: a TypeScript runner would cost a second process and a
// second of start-up for each server. Usage: node tether.mjs <command> [args...]
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const GRACE_MS = 5000;

function end(signal) {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

let orphaned = false;
function parentGone() {
  if (orphaned) return;
  orphaned = true;
  end('SIGTERM');
  // What ignores SIGTERM or hangs on it goes with its whole group (when this leads one).
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      end('SIGKILL');
    }
  }, GRACE_MS).unref();
}
process.stdin.on('end', parentGone);
process.stdin.on('close', parentGone);
process.stdin.on('error', parentGone);
process.stdin.resume();

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => end(signal));

child.on('error', (err) => {
  console.error(`${command}: ${err.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (signal) {
    // Ended by a signal: this process ends by the same one, so the parent sees what happened.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  process.exit(code ?? 1);
});
