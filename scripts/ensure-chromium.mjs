#!/usr/bin/env node
// Browser tests drive Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). On a Debian machine where we
// are root it is installed when missing; elsewhere this says what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const path = CHROMIUM_PATH;
if (existsSync(path)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    `Chromium is missing at ${path}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages for the browser tests…');
execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit' });
