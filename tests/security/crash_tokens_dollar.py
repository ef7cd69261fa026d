# cpython: same
# characters that are not Python tokens: $, ?, `
x = $1
