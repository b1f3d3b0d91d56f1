#!/usr/bin/env bash
# Every test: unit tests (vitest), then the browser journeys (Playwright against the built app),
# then one summary line from both JSON reports. Each runner runs even if the one before failed.
set -u
cd "$(dirname "$0")/.."
rm -f vitest.json pw.json

npx vitest run --reporter=default --reporter=json --outputFile.json=vitest.json
unit=$?

# the platform's console, one built from our multi-file fixture (tests/e2e/foreign-document),
# and three from real documents as published: two vendors' (tests/e2e/real-document,
# tests/e2e/digitalocean-document), and the real platform's (../shared, beside the checkout)
# with no manifest; one whose resources write their keys in four cases (tests/e2e/key-cases);
# and the platform's console built in live mode, run against the standalone
# mock server over real sockets (tests/e2e/live); and the console of a newer platform release,
# its manifest migrated, where the "upgraded" project re-runs the journeys that still apply
nexus=../shared/platform-api/nexus.json
bash scripts/ensure-chromium.sh && npx vite build --logLevel warn &&
  VITE_API_MODE=live npx vite build --logLevel warn --outDir tmp/live/dist &&
  npm run --silent build:doc -- tests/fixtures/harbor-api &&
  real_doc=$(npx tsx scripts/corpus/locate.ts hetzner) &&
  npm run --silent build:doc -- "$real_doc" --out tmp/real-doc &&
  digitalocean=$(npx tsx scripts/corpus/locate.ts digitalocean) &&
  npm run --silent build:doc -- "$digitalocean" --out tmp/digitalocean-doc &&
  npm run --silent build:doc -- "$nexus" --out tmp/nexus-doc &&
  npm run --silent build:doc -- tests/fixtures/key-cases --out tmp/key-cases-doc &&
  npx tsx scripts/build-upgraded.ts --out tmp/upgraded-doc >/dev/null
built=$?
e2e=1
if [ $built = 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=pw.json npx playwright test --reporter=list,json
  e2e=$?
fi

node scripts/summary.mjs vitest.json pw.json
summary=$?
[ $unit = 0 ] && [ $e2e = 0 ] && [ $summary = 0 ]
