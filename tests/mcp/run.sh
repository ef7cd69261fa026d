#!/bin/sh
# run.sh: the MCP tests that use the official TypeScript SDK client. Installs the pinned SDK
# (package-lock.json) with `npm ci` when node_modules is missing, then runs `node --test`.
#   tests/mcp/run.sh [path/to/moonpy] [test files...]
set -e
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -gt 0 ]; then
  MOONPY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  export MOONPY
  shift
fi
cd "$here"
if [ ! -d node_modules/@modelcontextprotocol/sdk ]; then
  npm ci --no-audit --no-fund >&2
fi
if [ $# -eq 0 ]; then
  set -- protocol.test.mjs tools.test.mjs stress.test.mjs
fi
exec node --test --test-concurrency=1 "$@"
