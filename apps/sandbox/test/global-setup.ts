// Starts one real sandbox (fresh in-memory PGlite, or DATABASE_URL reset to the seed) for the whole test run, on
// HTTP and on HTTPS with a CA made for this run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Sandbox, startSandbox } from '../src/server';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    /** `https://localhost:<port>` and the CA file that makes it trusted. */
    sandboxTls: { url: string; caFile: string };
  }
}

let sandbox: Sandbox | undefined;
let tlsDir: string | undefined;

export async function setup(project: TestProject) {
  tlsDir = mkdtempSync(join(tmpdir(), 'sandbox-test-tls-'));
  sandbox = await startSandbox({
    port: 0,
    tlsPort: 0,
    tlsDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    reset: true,
    smtpPort: 0,
    log: process.env.SANDBOX_TEST_LOG ? undefined : false,
  });
  project.provide('sandboxUrl', sandbox.url);
  if (!sandbox.tls) throw new Error('the sandbox started without its HTTPS listener');
  project.provide('sandboxTls', { url: sandbox.tls.url, caFile: sandbox.tls.caFile });
}

export async function teardown() {
  await sandbox?.close();
  if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
}
