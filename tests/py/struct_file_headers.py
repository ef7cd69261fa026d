# Parsing and building binary file headers with struct: BMP, PNG, WAV, a custom record file
import struct
import binascii

# --- a BMP header (little-endian) -----------------------------------------------------------
def bmp_header(width, height, bpp=24):
    row = (width * bpp // 8 + 3) & ~3
    image_size = row * height
    file_header = struct.pack("<2sIHHI", b"BM", 14 + 40 + image_size, 0, 0, 14 + 40)
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, bpp, 0, image_size, 2835, 2835, 0, 0)
    return file_header + info

hdr = bmp_header(3, 2)
print(len(hdr), hdr[:14])
magic, size, r1, r2, offset = struct.unpack_from("<2sIHHI", hdr)
print(magic, size, r1, r2, offset)
fields = struct.unpack_from("<IiiHHIIiiII", hdr, 14)
print(fields)
print(struct.calcsize("<2sIHHI"), struct.calcsize("<IiiHHIIiiII"))

# --- a PNG signature and IHDR chunk (big-endian, with a CRC) --------------------------------
sig = b"\x89PNG\r\n\x1a\n"
ihdr = struct.pack(">IIBBBBB", 640, 480, 8, 6, 0, 0, 0)
chunk = struct.pack(">I4s", len(ihdr), b"IHDR") + ihdr
chunk += struct.pack(">I", binascii.crc32(b"IHDR" + ihdr) & 0xFFFFFFFF)
png = sig + chunk
print(png.hex())
length, ctype = struct.unpack(">I4s", png[8:16])
w, h, depth, color, comp, filt, inter = struct.unpack(">IIBBBBB", png[16:16 + length])
crc, = struct.unpack(">I", png[16 + length:20 + length])
print(length, ctype, w, h, depth, color, comp, filt, inter, hex(crc))
print(crc == binascii.crc32(png[12:16 + length]))

# --- a WAV header round trip ----------------------------------------------------------------
def wav_header(nsamples, rate=44100, channels=2, bits=16):
    block = channels * bits // 8
    data_size = nsamples * block
    return struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + data_size, b"WAVE", b"fmt ", 16, 1,
                       channels, rate, rate * block, block, bits, b"data", data_size)

w = wav_header(1000)
print(len(w), w)
names = ("riff", "size", "wave", "fmt", "fmtsize", "format", "channels", "rate", "byterate",
         "block", "bits", "data", "datasize")
info = dict(zip(names, struct.unpack("<4sI4s4sIHHIIHH4sI", w)))
for k in names:
    print(k, info[k])
print(wav_header(1000) == struct.pack("<4sI4s4sIHHIIHH4sI", *[info[k] for k in names]))

# --- a record file: a header then fixed-size records, read with iter_unpack -----------------
Header = struct.Struct("<4sHH")
Record = struct.Struct("<I8sdh")
records = [(1, b"alpha", 1.5, -3), (2, b"beta", -0.25, 7), (3, b"gamma-long-name", 1e10, 0)]
blob = Header.pack(b"RECS", 1, len(records)) + b"".join(Record.pack(*r) for r in records)
print(len(blob), Header.size, Record.size)
magic, version, count = Header.unpack_from(blob)
print(magic, version, count)
for rid, name, value, delta in Record.iter_unpack(blob[Header.size:]):
    print(rid, name.rstrip(b"\0"), value, delta)
it = struct.iter_unpack("<I8sdh", blob[Header.size:])
print(it.__length_hint__(), next(it)[0], it.__length_hint__(), [r[0] for r in it], it.__length_hint__())
print(Record.unpack_from(blob, Header.size + Record.size))
print(Record.unpack_from(blob, offset=-Record.size))
