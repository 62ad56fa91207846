#!/bin/sh
# Entry point of `npm start` and `npm test` on a machine that may have only Node and npm:
# installs the pinned Bun if needed, the workspace dependencies, then runs the command.
set -e
cd "$(dirname "$0")/.."
BUN_VERSION=1.4.5

if ! command -v bun >/dev/null 2>&1 || [ "$(bun --version 2>/dev/null)" != "$BUN_VERSION" ]; then
  echo "Installing Bun $BUN_VERSION from npm..."
  npm install -g "bun@$BUN_VERSION" --allow-scripts=bun >/dev/null 2>&1 ||
    npm install -g "bun@$BUN_VERSION" >/dev/null
fi

bun install --frozen-lockfile

case "$1" in
start)
  [ -f apps/web/dist/index.html ] || bun run build
  exec bun apps/server/src/main.ts
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
