# A Hexdump class over bytes: offsets, grouping, ASCII column; plus checksums of the data.
import binascii
import hashlib

class Hexdump:
    def __init__(self, data, width=16, group=4):
        self.data, self.width, self.group = bytes(data), width, group

    def __iter__(self):
        for off in range(0, len(self.data), self.width):
            chunk = self.data[off:off + self.width]
            groups = [chunk[i:i + self.group].hex() for i in range(0, len(chunk), self.group)]
            hexcol = " ".join(groups)
            full = self.width * 2 + self.width // self.group - 1
            text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)
            yield f"{off:06x}: {hexcol:<{full}}  {text}"

    def __len__(self):
        return -(-len(self.data) // self.width)

payload = "Hello\tWörld!\n".encode() + bytes(range(0, 256, 17)) + b"\x00END"
dump = Hexdump(payload)
print(len(payload), "bytes,", len(dump), "lines")
for line in dump:
    print(line)
for line in Hexdump(b"abcdefghij", width=4, group=2):
    print(line)
print("crc32:", f"{binascii.crc32(payload):08x}", "adler-ish:", sum(payload) % 65521)
print("md5:", hashlib.md5(payload).hexdigest())
print("sha256:", hashlib.sha256(b"abc").hexdigest()[:32])
print(bytes.fromhex("de ad be ef").hex("-"), b"\x00\x01".hex(), bytes(3), b"ab" * 3)
print(payload.count(0), payload.find(b"END"), payload.startswith(b"Hello"), payload[:5].lower())
