#!/bin/sh
# Entry point of `npm start` and `npm test` on a machine that may have only Node and npm:
# installs the pinned Bun if needed, the workspace dependencies (when the lockfile changed), then
# runs the command.
set -e
cd "$(dirname "$0")/.."
BUN_VERSION=1.4.5

if ! command -v bun >/dev/null 2>&1 || [ "$(bun --version 2>/dev/null)" != "$BUN_VERSION" ]; then
  echo "Installing Bun $BUN_VERSION from npm..."
  npm install -g "bun@$BUN_VERSION" --allow-scripts=bun >/dev/null 2>&1 ||
    npm install -g "bun@$BUN_VERSION" >/dev/null
fi

# The workspace's dependencies, unless node_modules was installed from these very manifests.
stamp=node_modules/.backbeat-install
manifests="$(cat bun.lock package.json ./*/package.json apps/*/package.json packages/*/package.json 2>/dev/null | cksum)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$manifests" ]; then
  bun install --frozen-lockfile
  echo "$manifests" >"$stamp"
fi

case "$1" in
start)
  # The server answers at once; a missing or stale web app is built beside it, its progress on
  # the page every request gets until then.
  WEB_BUILD="${WEB_BUILD:-auto}" exec bun apps/server/src/main.ts
  ;;
test)
  if [ ! -x /usr/bin/chromium ] || ! command -v ffmpeg >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing Chromium and ffmpeg from Debian's packages..."
      apt-get update -qq && apt-get install -y -qq chromium ffmpeg >/dev/null
    else
      echo "The browser tests need Debian's chromium and ffmpeg: apt-get install -y chromium ffmpeg" >&2
      exit 1
    fi
  fi
  exec bun run check
  ;;
*)
  echo "usage: with-bun.sh start|test" >&2
  exit 2
  ;;
esac
