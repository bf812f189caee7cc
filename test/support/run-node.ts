import { spawn } from 'node:child_process';

export interface NodeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a Node script to its end without blocking the test's event loop. `spawnSync` froze it for the
 * script's seconds, so the HTTP client's keep-alive timers stood still while the portal closed its idle
 * sockets, and the next request went out on a closed one ("other side closed").
 */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
