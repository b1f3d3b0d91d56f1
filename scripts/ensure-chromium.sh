#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download browsers here).
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Installing Debian chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and try again." >&2
  exit 1
fi
