// Vitest global setup for contract tests of our packages: starts the sandbox as its own process (a fresh
// in-memory database on a free port), as any other team would run it, and provides its URL to the tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

const sandboxDir = fileURLToPath(new URL('../apps/sandbox/', import.meta.url));
let child: ChildProcess | undefined;

export async function setup(project: TestProject) {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', '--memory', '--port', '0', '--products', '120'],
    {
      cwd: sandboxDir,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // Generous: CI runs several packages' tests at once on two cores.
    const timer = setTimeout(() => reject(new Error(`Sandbox did not start in 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Sandbox ready .* on (http:\/\/[^\s)]+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Sandbox exited with ${code}:\n${output}`));
    });
  });
  // Keep draining its request log so the pipe never fills.
  child.stdout?.resume();
  child.stderr?.resume();
  project.provide('sandboxUrl', url);
}

export async function teardown() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
