#!/usr/bin/env node
// The storefront's Postgres tests start a throwaway server from Debian's binaries (/usr/lib/postgresql/<version>/bin,
// or POSTGRES_BIN_DIR). On a Debian machine where we are root they are installed when missing; elsewhere this says
// what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';
const installed = process.env.POSTGRES_BIN_DIR
  ? existsSync(join(process.env.POSTGRES_BIN_DIR, 'initdb'))
  : existsSync(root) && readdirSync(root).some((major) => existsSync(join(root, major, 'bin', 'initdb')));
if (installed) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    "Postgres is missing. Install Debian's package (sudo apt-get install postgresql) or set POSTGRES_BIN_DIR to a " +
      'folder holding initdb, postgres, pg_isready and createdb.',
  );
  process.exit(1);
}
console.log("Installing Postgres from Debian packages for the storefront's database tests…");
execSync('apt-get update -qq && apt-get install -y -qq postgresql', { stdio: 'inherit' });
