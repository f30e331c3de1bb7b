import { execSync } from 'node:child_process';

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE.md): the e2e suite's and verify's. */
export const CHROMIUM_PATH = execSync('command -v chromium', { shell: '/bin/bash', encoding: 'utf8' }).trim();

/** Without the background-networking flags, Chromium misbehaves on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
