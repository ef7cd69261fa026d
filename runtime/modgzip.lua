-- modgzip.lua: gzip over zlib (runtime/modzlib.c), as CPython's Lib/gzip.py: compress and
-- decompress (members, headers with FEXTRA/FNAME/FCOMMENT/FHCRC, the CRC and size checks,
-- BadGzipFile), and GzipFile over a binary file object (io.BytesIO): writing compresses as
-- it goes; reading decompresses the whole stream at the first read. open() takes a file
-- object (the sandbox has no files: a name is open()'s error) and binary modes only.
local type, rawget, rawset, ipairs_ = type, rawget, rawset, ipairs
local string, table = string, table
local byte, char, sub, find = string.byte, string.char, string.sub, string.find
local concat = table.concat

return function(R, host)
local _ENV = nil
local None, raise, T = R.None, R.raise, R.T
local BYTES, need = R.BYTES, R.bytes_need
local zlib = R.IMPORT("zlib")

local m = {}
local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "gzip"
  return c
end
m.BadGzipFile = class("BadGzipFile", { R.exc_classes.OSError }, function() end)
local function bad(msg) R.RAISE(R.CALL(m.BadGzipFile, { msg })) end
m.READ, m.WRITE = "rb", "wb"

local FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
local function u32(n)
  n = n & 0xFFFFFFFF
  return char(n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >> 24) & 255)
end
local function le32(s, i) -- the little-endian 32-bit number at byte i of s
  local a, b, c, d = byte(s, i, i + 3)
  return a | (b << 8) | (c << 16) | (d << 24)
end
local function crc32(s, v) return zlib.crc32(BYTES(s), v) end
local function int_of(x) return R.builtins.int(x) end

-- the simple header of gzip.compress and GzipFile: no extra fields but the name
local function header(level, mtime, fname)
  if mtime == nil or mtime == None then mtime = R.IMPORT("time").time() end
  local xfl = level == 9 and "\2" or level == 1 and "\4" or "\0"
  local flags = (fname and fname ~= "") and FNAME or 0
  return "\31\139\8" .. char(flags) .. u32(int_of(mtime)) .. xfl .. "\255"
    .. ((fname and fname ~= "") and (fname .. "\0") or "")
end

m.compress = R.sig(function(data, compresslevel, mtime)
  local s = need(data)
  local level = compresslevel == nil and 9 or R.index(compresslevel)
  if mtime ~= nil and mtime ~= None and R.EQ(mtime, 0) then -- zlib's own header (mtime 0)
    return zlib.compress(BYTES(s), level, 31)
  end
  local body = R.bytes_raw(zlib.compress(BYTES(s), level, -15))
  return BYTES(header(level, mtime) .. body .. u32(crc32(s)) .. u32(#s))
end, "compress", { "data", "compresslevel", "mtime" }, { nrequired = 1 })

-- the position after the header of the member at byte i of s (nil at the end of s)
local function skip_header(s, i)
  if i > #s then return nil end
  local magic = sub(s, i, i + 1)
  if magic ~= "\31\139" then bad("Not a gzipped file (" .. R.repr(BYTES(magic)) .. ")") end
  if #s < i + 9 then raise("EOFError", "Compressed file ended before the end-of-stream marker was reached") end
  local method, flag = byte(s, i + 2, i + 3)
  if method ~= 8 then bad("Unknown compression method") end
  local p = i + 10
  local function need_bytes(n)
    if p + n - 1 > #s then
      raise("EOFError", "Compressed file ended before the end-of-stream marker was reached")
    end
  end
  if flag & FEXTRA ~= 0 then
    need_bytes(2)
    local n = byte(s, p) | (byte(s, p + 1) << 8)
    p = p + 2
    need_bytes(n)
    p = p + n
  end
  for _, f in ipairs_({ FNAME, FCOMMENT }) do
    if flag & f ~= 0 then
      local z = find(s, "\0", p, true)
      p = z and z + 1 or #s + 1
    end
  end
  if flag & FHCRC ~= 0 then need_bytes(2); p = p + 2 end
  return p
end

-- the data of every member of the gzip stream s (a Lua string)
local function decompress_all(s)
  local out = {}
  local i = 1
  while true do
    local p = skip_header(s, i)
    if not p then break end
    local d = zlib.decompressobj(-15)
    local part = R.bytes_raw(R.CALLM(d, "decompress", { BYTES(sub(s, p)) }))
    local unused = R.bytes_raw(R.GA(d, "unused_data"))
    if not T(R.GA(d, "eof")) or #unused < 8 then
      raise("EOFError", "Compressed file ended before the end-of-stream marker was reached")
    end
    if le32(unused, 1) ~= crc32(part) then bad("CRC check failed") end
    if le32(unused, 5) ~= (#part & 0xFFFFFFFF) then bad("Incorrect length of data produced") end
    out[#out + 1] = part
    local rest = sub(unused, 9)
    local z = find(rest, "[^%z]")
    s, i = z and sub(rest, z) or "", 1
  end
  return concat(out)
end
m.decompress = R.sig(function(data) return BYTES(decompress_all(need(data))) end, "decompress", { "data" })

-- GzipFile: "#mode" ("rb"/"wb"), "#fileobj", "#closed"; writing: "#z" (the compressor),
-- "#crc", "#size"; reading: "#buf" (all the data) and "#pos"
local function check_open(self, dot) -- (GzipFile's own check has no period, io's __iter__ has)
  if rawget(self, "#closed") then raise("ValueError", "I/O operation on closed file" .. (dot or "")) end
end
local function read_buffer(self)
  local buf = rawget(self, "#buf")
  if buf == nil then
    local fo = rawget(self, "#fileobj")
    buf = decompress_all(need(R.CALLM(fo, "read", {})))
    rawset(self, "#buf", buf)
    rawset(self, "#pos", 1)
  end
  return buf
end
local function reading(self, what)
  check_open(self)
  if rawget(self, "#mode") ~= "rb" then
    R.RAISE(R.CALL(R.exc_classes.OSError, { 9, what .. "() on write-only GzipFile object" }))
  end
  return read_buffer(self)
end
local GzipFile = class("GzipFile", { R.IMPORT("io").BufferedIOBase }, function(ns)
  ns.__init__ = R.sig(function(self, filename, mode, compresslevel, fileobj, mtime)
    if fileobj == nil or fileobj == None then
      if filename == nil or filename == None then raise("TypeError", "GzipFile() needs a fileobj (the sandbox has no files)") end
      fileobj = R.CALL(R.builtins.open, { filename, (mode == nil or mode == None) and "rb" or mode })
    end
    if mode == nil or mode == None then
      local ok, fm = R.pcall(R.GA, fileobj, "mode")
      mode = (ok and type(fm) == "string") and fm or "rb"
    end
    if find(mode, "t", 1, true) then raise("ValueError", "Invalid mode: " .. R.repr(mode)) end
    local c = sub(mode, 1, 1)
    local name = ""
    if filename ~= nil and filename ~= None and type(filename) == "string" then name = filename end
    rawset(self, "#fileobj", fileobj)
    rawset(self, "name", name)
    if c == "r" then
      rawset(self, "#mode", "rb")
      rawset(self, "mode", 1)
    elseif c == "w" or c == "a" or c == "x" then
      local level = compresslevel == nil and 9 or R.index(compresslevel)
      rawset(self, "#mode", "wb")
      rawset(self, "mode", 2)
      local fname = name:match("[^/]*$")
      if sub(fname, -3) == ".gz" then fname = sub(fname, 1, -4) end
      if find(fname, "[\128-\255]") then fname = "" end
      R.CALLM(fileobj, "write", { BYTES(header(level, mtime, fname)) })
      rawset(self, "#z", zlib.compressobj(level, 8, -15, 8, 0))
      rawset(self, "#crc", 0)
      rawset(self, "#size", 0)
    else
      raise("ValueError", "Invalid mode: " .. R.repr(mode))
    end
    return None
  end, "__init__", { "self", "filename", "mode", "compresslevel", "fileobj", "mtime" }, { nrequired = 1 })
  ns.write = function(self, data)
    check_open(self)
    if rawget(self, "#mode") ~= "wb" then
      R.RAISE(R.CALL(R.exc_classes.OSError, { 9, "write() on read-only GzipFile object" }))
    end
    local s = need(data)
    if #s > 0 then
      local z = rawget(self, "#z")
      R.CALLM(rawget(self, "#fileobj"), "write", { R.CALLM(z, "compress", { BYTES(s) }) })
      rawset(self, "#crc", crc32(s, rawget(self, "#crc")))
      rawset(self, "#size", rawget(self, "#size") + #s)
    end
    return #s
  end
  ns.read = function(self, size)
    local buf = reading(self, "read")
    local pos = rawget(self, "#pos")
    local n = (size == nil or size == None) and -1 or R.index(size)
    local stop = n < 0 and #buf or pos + n - 1
    rawset(self, "#pos", (stop < #buf and stop or #buf) + 1)
    return BYTES(sub(buf, pos, stop))
  end
  ns.read1 = ns.read
  ns.readline = function(self, size)
    local buf = reading(self, "readline")
    local pos = rawget(self, "#pos")
    local nl = find(buf, "\n", pos, true)
    local stop = nl or #buf
    if size ~= nil and size ~= None and R.index(size) >= 0 and stop > pos + R.index(size) - 1 then
      stop = pos + R.index(size) - 1
    end
    rawset(self, "#pos", stop + 1)
    return BYTES(sub(buf, pos, stop))
  end
  ns.readlines = function(self)
    local out = {}
    while true do
      local line = ns.readline(self)
      if #R.bytes_raw(line) == 0 then break end
      out[#out + 1] = line
    end
    return R.LIST(out)
  end
  ns.__iter__ = function(self) check_open(self, ".") return self end
  ns.__next__ = function(self)
    local line = ns.readline(self)
    if #R.bytes_raw(line) == 0 then raise("StopIteration") end
    return line
  end
  ns.readable = function(self) check_open(self) return rawget(self, "#mode") == "rb" end
  ns.writable = function(self) check_open(self) return rawget(self, "#mode") == "wb" end
  ns.seekable = function(self) return true end
  ns.flush = function(self)
    check_open(self)
    if rawget(self, "#mode") == "wb" then
      R.CALLM(rawget(self, "#fileobj"), "write", { R.CALLM(rawget(self, "#z"), "flush", { 2 }) })
    end
    return None
  end
  ns.close = function(self)
    if rawget(self, "#closed") then return None end
    if rawget(self, "#mode") == "wb" then
      local fo = rawget(self, "#fileobj")
      R.CALLM(fo, "write", { R.CALLM(rawget(self, "#z"), "flush", {}) })
      R.CALLM(fo, "write", { BYTES(u32(rawget(self, "#crc")) .. u32(rawget(self, "#size"))) })
    end
    rawset(self, "#closed", true)
    return None
  end
  ns.closed = R.builtins.property(function(self) return rawget(self, "#closed") == true end)
  ns.__enter__ = function(self) check_open(self) return self end
  ns.__exit__ = function(self) ns.close(self) return false end
  ns.fileno = function() R.RAISE(R.CALL(R.exc_classes.OSError, { "fileno" })) end
  ns.__repr__ = function(self)
    return "<gzip " .. R.repr(rawget(self, "#fileobj")) .. " " .. R.addr(self) .. ">"
  end
end)
m.GzipFile = GzipFile

-- open(filename, mode="rb", compresslevel=9): a GzipFile; filename may be a file object
m.open = R.sig(function(filename, mode, compresslevel, encoding, errors, newline)
  mode = (mode == nil or mode == None) and "rb" or mode
  if find(mode, "t", 1, true) then
    raise("ValueError", "gzip.open: text mode needs io.TextIOWrapper, which the sandbox does not have; "
      .. "use a binary mode and decode")
  end
  if encoding ~= nil and encoding ~= None then raise("ValueError", "Argument 'encoding' not supported in binary mode") end
  local level = compresslevel == nil and 9 or compresslevel
  if type(filename) == "string" then
    return R.CALL(GzipFile, { filename, mode, level })
  end
  if R.hasattr(filename, "read") or R.hasattr(filename, "write") then
    return R.CALL(GzipFile, { None, mode, level, filename })
  end
  raise("TypeError", "filename must be a str or bytes object, or a file")
end, "open", { "filename", "mode", "compresslevel", "encoding", "errors", "newline" }, { nrequired = 1 })

return m
end
