# known bug: 'yield' at module level runs and fails with Lua's text (SystemError: internal error: attempt to yield from outside a coroutine); CPython: SyntaxError: 'yield' outside function
# yield at module level
yield 1
