#!/bin/sh
# run.sh: the MCP tests that use the official clients: the TypeScript SDK v1 (the legacy
# protocol versions), v2 (2026-07-28, @modelcontextprotocol/client) and the MCP Inspector's CLI
# in both eras. Installs them as package-lock.json pins them (`npm ci`) when node_modules does
# not hold them, then runs `node --test`.
#   tests/mcp/run.sh [path/to/moonpy] [test files...]
set -e
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -gt 0 ]; then
  MOONPY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  export MOONPY
  shift
fi
cd "$here"
if [ ! -d node_modules/@modelcontextprotocol/sdk ] || [ ! -d node_modules/@modelcontextprotocol/client ] ||
   [ ! -d node_modules/@modelcontextprotocol/inspector ]; then
  npm ci --no-audit --no-fund >&2
fi
if [ $# -eq 0 ]; then
  set -- protocol.test.mjs tools.test.mjs modern.test.mjs inspector.test.mjs stress.test.mjs
fi
exec node --test --test-concurrency=1 "$@"
