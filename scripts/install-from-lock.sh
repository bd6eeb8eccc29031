#!/bin/sh
# Installs the dependencies from the committed package-lock.json: `npm ci`, or — when npm ci refuses the
# lock — `npm install` from the same lock. The registry the lock was made against serves only the Linux
# builds of some optional native bindings (e.g. unrs-resolver's, under the ESLint import plugin), so the
# lock cannot list the other platforms' and `npm ci` calls it out of sync. Used by the Dockerfile and
# .ci/run; any arguments go to both commands (`--omit=dev --workspace apps/server`).
set -eu
if npm ci --no-audit --no-fund "$@"; then
  exit 0
fi
echo "npm ci refused the lock file; installing from it with npm install" >&2
exec npm install --no-audit --no-fund "$@"
