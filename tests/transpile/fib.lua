tests/transpile/run.sh: 19: build/moonpy: not found
