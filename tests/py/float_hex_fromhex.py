# float.hex() and float.fromhex(): CPython's digits, signs, specials, grammar and errors
print((1.0).hex(), (0.0).hex(), (-0.0).hex(), (5e-324).hex(), float('inf').hex(), float('nan').hex(), (-2.5).hex(), (1e300).hex(), (0.1).hex())
for s in ['0x1.8p1',' -0X.8P-1 ','1p4','inf','-Infinity','nan','0x1.','ff','infinIty', '-nan', '  +inf\n', '0x1p-1074', '0x1p-1080', '0x3.a7p10']:
    print(repr(s), float.fromhex(s))
for s in ['', '0x', 'p1', '0x1p', '1.2.3', '0x1p1.5', '0x1.fffffffffffffp1024','1_0', 'infi', '0x1.fffffffffffff8p1023', 5]:
    try: print(float.fromhex(s))
    except Exception as e: print(type(e).__name__, e)
print(all(float.fromhex(x.hex()) == x for x in [0.1, 1/3, 1e-310, 2.0**1023, -7.25]))
