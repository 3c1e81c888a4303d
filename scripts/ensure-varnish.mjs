#!/usr/bin/env node
// `pnpm start:cluster` and its edge test put Debian's Varnish with the xkey module of varnish-modules (or VARNISHD and
// VARNISH_VMOD_DIR) in front of HAProxy (docs/deploy.md, "The edge"). On a Debian machine where we are root both are
// installed when missing; elsewhere this says what to install and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const varnishd = process.env.VARNISHD ?? '/usr/sbin/varnishd';
const xkey = join(
  process.env.VARNISH_VMOD_DIR ?? '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  'libvmod_xkey.so',
);
if (existsSync(varnishd) && existsSync(xkey)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(
    "Varnish or its xkey module is missing. Install Debian's packages (sudo apt-get install varnish varnish-modules) " +
      'or set VARNISHD to a varnishd binary and VARNISH_VMOD_DIR to the folder holding libvmod_xkey.so.',
  );
  process.exit(1);
}
console.log("Installing Varnish and varnish-modules from Debian packages for the storefront's edge…");
execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends varnish varnish-modules', {
  stdio: 'inherit',
});
