# Deliberate difference: sys.stderr writes into the same output as print.
# Why: a sandboxed run has one output stream (the MCP tool's `logs`, the CLI's stdout), so that a
# model sees its warnings in order with the rest of the output.
# CPython: "to stderr" goes to standard error. moonpy: both lines are on standard output.
import sys
print("to stdout")
print("to stderr", file=sys.stderr)
