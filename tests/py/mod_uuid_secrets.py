# uuid (parsing, fields, variants, uuid3/uuid5 exact, uuid1/uuid4 shapes) and secrets (shapes, errors)
import uuid, secrets
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.urn, u.fields, u.time_low, u.node, u.time, u.clock_seq)
print(uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid3(uuid.NAMESPACE_URL, 'http://x'), uuid.NAMESPACE_DNS)
print(uuid.uuid5(uuid.NAMESPACE_URL, 'héllo wörld'), uuid.uuid3(uuid.NAMESPACE_DNS, ''))
v = uuid.uuid4(); print(v.version, v.variant, len(str(v)), str(v)[14], v != uuid.uuid4())
print(uuid.UUID(int=5), uuid.UUID(hex='0' * 32) == uuid.UUID(int=0), uuid.UUID('{12345678-1234-5678-1234-567812345678}'))
print(uuid.UUID('urn:uuid:12345678123456781234567812345678'), uuid.UUID(fields=(1, 2, 3, 4, 5, 6)), uuid.UUID(int=7, version=4))
for bad in [lambda: uuid.UUID('xyz'), lambda: uuid.UUID(int=-1), lambda: uuid.UUID(), lambda: uuid.UUID(int=1, version=9),
            lambda: uuid.UUID('1234567812345678123456781234567g')]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(u < uuid.UUID(int=2**127), hash(u) == hash(uuid.UUID(str(u))), uuid.RESERVED_FUTURE, uuid.RFC_4122, int(u) == u.int)
a = uuid.uuid1(); print(a.version, a.variant, sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), {u: 1}[uuid.UUID(str(u))])
print(len(secrets.token_hex(16)), len(secrets.token_urlsafe(16)), len(secrets.token_hex()), len(secrets.token_urlsafe(5)))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(100)), secrets.compare_digest('a', 'a'), secrets.compare_digest('a', 'b'))
print(secrets.choice("abc") in "abc", 0 <= secrets.randbits(8) < 256, secrets.token_hex(0), set(secrets.token_urlsafe(30)) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))
for bad in [lambda: secrets.randbelow(0), lambda: secrets.choice([]), lambda: secrets.token_hex(-1)]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
