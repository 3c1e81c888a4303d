// Starts one real sandbox (fresh in-memory PGlite, or DATABASE_URL reset to the seed) for the whole test run.
import type { TestProject } from 'vitest/node';
import { type Sandbox, startSandbox } from '../src/server';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

let sandbox: Sandbox | undefined;

export async function setup(project: TestProject) {
  sandbox = await startSandbox({
    port: 0,
    databaseUrl: process.env.DATABASE_URL || undefined,
    reset: true,
    smtpPort: 0,
    log: process.env.SANDBOX_TEST_LOG ? undefined : false,
  });
  project.provide('sandboxUrl', sandbox.url);
}

export async function teardown() {
  await sandbox?.close();
}
