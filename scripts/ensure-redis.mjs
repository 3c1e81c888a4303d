#!/usr/bin/env node
// The storefront's shared-cache tests start a throwaway Redis from Debian's `redis-server` (or REDIS_SERVER). On a
// Debian machine where we are root it is installed when missing; elsewhere this says what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync(process.env.REDIS_SERVER ?? '/usr/bin/redis-server')) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    "Redis is missing. Install Debian's package (sudo apt-get install redis-server) or set REDIS_SERVER to a " +
      'redis-server binary.',
  );
  process.exit(1);
}
console.log("Installing Redis from Debian packages for the storefront's shared-cache tests…");
execSync('apt-get update -qq && apt-get install -y -qq redis-server', { stdio: 'inherit' });
