# Network packets with struct: an IPv4 header with its checksum, a UDP datagram, a DNS query
import struct

def checksum(data):
    if len(data) % 2:
        data += b"\0"
    total = sum(struct.unpack("!%dH" % (len(data) // 2), data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF

def ip_header(src, dst, payload_len, ident=0x1c46, ttl=64, proto=17):
    ver_ihl = (4 << 4) | 5
    src_b = bytes(int(p) for p in src.split("."))
    dst_b = bytes(int(p) for p in dst.split("."))
    hdr = struct.pack("!BBHHHBBH4s4s", ver_ihl, 0, 20 + payload_len, ident, 0x4000, ttl, proto, 0,
                      src_b, dst_b)
    return hdr[:10] + struct.pack("!H", checksum(hdr)) + hdr[12:]

payload = b"hello, world"
udp = struct.pack("!HHHH", 5353, 53, 8 + len(payload), 0) + payload
ip = ip_header("192.168.1.10", "8.8.8.8", len(udp))
packet = ip + udp
print(packet.hex())
print(checksum(ip))  # 0 when the checksum is right

fields = struct.unpack("!BBHHHBBH4s4s", packet[:20])
ver_ihl, tos, total, ident, frag, ttl, proto, csum, src, dst = fields
print(ver_ihl >> 4, (ver_ihl & 15) * 4, tos, total, hex(ident), hex(frag), ttl, proto, hex(csum))
print(".".join(str(b) for b in src), ".".join(str(b) for b in dst))
sport, dport, ulen, ucsum = struct.unpack_from("!HHHH", packet, 20)
print(sport, dport, ulen, ucsum, packet[28:28 + ulen - 8])

# a DNS query for example.com, type A
def dns_query(name, qid=0xBEEF):
    out = struct.pack(">HHHHHH", qid, 0x0100, 1, 0, 0, 0)
    for label in name.split("."):
        out += struct.pack("B", len(label)) + label.encode()
    return out + struct.pack(">BHH", 0, 1, 1)

q = dns_query("example.com")
print(q)
qid, flags, qd, an, ns, ar = struct.unpack(">6H", q[:12])
print(hex(qid), hex(flags), qd, an, ns, ar)
pos, labels = 12, []
while q[pos]:
    n = q[pos]
    labels.append(q[pos + 1:pos + 1 + n].decode())
    pos += 1 + n
print(labels, struct.unpack_from(">HH", q, pos + 1))

# building a packet in place, in a preallocated buffer
buf = bytearray(32)
hdr = struct.Struct("!HHI")
hdr.pack_into(buf, 0, 0xCAFE, 7, 123456789)
struct.pack_into("!16s", buf, hdr.size, b"payload")
struct.pack_into("!Q", buf, -8, 2 ** 64 - 1)
print(buf.hex())
print(hdr.unpack_from(buf), struct.unpack_from("!16s", buf, 8), struct.unpack_from("!Q", buf, 24))
print(struct.unpack("!I", struct.pack("!I", 0xDEADBEEF)), struct.pack("<I", 0xDEADBEEF).hex())
print(struct.pack("=H", 1), struct.pack("@H", 1), struct.pack(">H", 1), struct.pack("!H", 1))
