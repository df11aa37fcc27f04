#!/usr/bin/env node
// Installs what is missing; with --build also builds what is stale.
import { ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
if (process.argv.includes('--build')) ensureBuilt();
