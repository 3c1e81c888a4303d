#!/usr/bin/env node
// `pnpm start:cluster` and its test put Debian's HAProxy (or HAPROXY) in front of the storefront's instances. On a
// Debian machine where we are root it is installed when missing; elsewhere this says what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync(process.env.HAPROXY ?? '/usr/sbin/haproxy')) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    "HAProxy is missing. Install Debian's package (sudo apt-get install haproxy) or set HAPROXY to a haproxy binary.",
  );
  process.exit(1);
}
console.log("Installing HAProxy from Debian packages for the storefront's cluster…");
execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends haproxy', {
  stdio: 'inherit',
});
