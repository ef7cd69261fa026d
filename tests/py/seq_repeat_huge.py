# repetition by a count no sequence can reach raises what CPython raises (OverflowError or a
# catchable MemoryError), before any memory is asked for
cases = ['"x" * -(2**100)', '"" * 2**100', '"" * 2**62', '[] * 2**100', '"ab" * (2**62)',
         '(2**63) * "x"', '"x" * (2**100)', '"x".__mul__(2**64)', '"ab".__rmul__(2**62)',
         '"x" * True', '"ab" * -3', 'b"ab" * (2**62)', 'b"" * 2**62', '(1, 2) * (2**62)',
         '[1, 2] * (2**62)', 'bytearray(b"ab") * (2**62)', 'bytearray() * -5', '[None] * 2**64']
for e in cases:
    try:
        r = eval(e)
        print(e, "ok", repr(r)[:20])
    except (OverflowError, MemoryError) as ex:
        print(e, type(ex).__name__, ex)
