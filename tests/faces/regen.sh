#!/bin/sh
# Writes the expected output of each tests/faces/repl/*.py from CPython's interactive console
# (python3 3.11: code.InteractiveConsole, without prompts), as `moonpy repl` on a pipe must
# print it: stdout and stderr in order. The console writes a newline of its own at the end of
# input, which python3's prompt does only on a terminal: it is left out.
cd "$(dirname "$0")/repl"
for f in ${1:-*.py}; do
  python3 -u -c "import code, sys; sys.ps1 = sys.ps2 = ''; code.InteractiveConsole(filename='<stdin>').interact(banner='', exitmsg='')" \
    < "$f" 2>&1 | python3 -c "import sys; t = sys.stdin.read(); sys.stdout.write(t[:-1] if t.endswith('\n') else t)" > "${f%.py}.exp"
done
