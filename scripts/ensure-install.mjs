#!/usr/bin/env node
// Installs what is missing; with --build also builds what is stale (--build=web: that part only).
import { ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
const build = process.argv.find((arg) => arg === '--build' || arg.startsWith('--build='));
if (build) ensureBuilt({ only: build.split('=')[1] });
