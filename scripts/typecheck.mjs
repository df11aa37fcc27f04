#!/usr/bin/env node
// `npm run typecheck`: every TypeScript program of the repository, side by side, incrementally.
import { typecheckSteps } from './lib/checks.mjs';
import { runSteps } from './lib/steps.mjs';

await runSteps(typecheckSteps(), { maxParallel: 2 });
