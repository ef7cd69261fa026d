-- modio.lua: io, the in-memory text stream StringIO (CPython's Modules/_io/stringio.c: positions
-- in code points, writes past the end pad with NULs, seek's rules, closed-file errors) and the
-- names programs test against (IOBase, TextIOBase, UnsupportedOperation, SEEK_*). No files:
-- open() does not exist in the sandbox. BytesIO waits for the bytes type.
local type, setmetatable, getmetatable, rawget, rawset, select = type, setmetatable, getmetatable, rawget,
  rawset, select
local ipairs = ipairs
local string, table, utf8 = string, table, utf8
local concat, sub, find, rep, gsub = table.concat, string.sub, string.find, string.rep, string.gsub
local utf8len, utf8offset = utf8.len, utf8.offset

return function(R, host)
local _ENV = nil
local None, raise, typename = R.None, R.raise, R.typename

local m = {}
m.SEEK_SET, m.SEEK_CUR, m.SEEK_END = 0, 1, 2
m.DEFAULT_BUFFER_SIZE = 8192

local function class(name, bases, body)
  local c = R.CLASS(name, bases, nil, body)
  c["#dict"].__module__ = "io"
  return c
end

m.UnsupportedOperation = class("UnsupportedOperation", { R.exc_classes.OSError, R.exc_classes.ValueError },
  function() end)
m.IOBase = class("IOBase", { R.object }, function() end)
m.TextIOBase = class("TextIOBase", { m.IOBase }, function() end)
m.RawIOBase = class("RawIOBase", { m.IOBase }, function() end)
m.BufferedIOBase = class("BufferedIOBase", { m.IOBase }, function() end)
local function raise_unsupported(what)
  R.RAISE(R.type_call(m.UnsupportedOperation, what))
end

-- private fields of a StringIO
local BUF, POS, CLOSED = "#buf", "#pos", "#closed"
-- the value is kept as pieces while writes append (the common case), joined when read

local function value(self)
  local b = rawget(self, BUF)
  if #b > 1 then
    local s = concat(b)
    b = { s }
    rawset(self, BUF, b)
  end
  return b[1] or ""
end

local function check_open(self)
  if rawget(self, CLOSED) then raise("ValueError", "I/O operation on closed file") end
end

local function clen(s)
  return utf8len(s, 1, -1, true) or #s
end

-- readlines(hint) of StringIO and BytesIO: readone(self) gives the next line (a Lua string,
-- "" at the end), wrap makes it the Python object, size counts what hint measures
local function readlines_method(check, readone, wrap, size)
  return R.sig(function(self, hint)
    check(self)
    if hint ~= nil and hint ~= None then hint = R.index(hint) else hint = nil end
    if hint and hint <= 0 then hint = nil end
    local out, total = {}, 0
    while true do
      local line = readone(self)
      if line == "" then break end
      out[#out + 1] = wrap(line)
      total = total + size(line)
      if hint and total > hint then break end
    end
    return R.LIST(out)
  end, "readlines", { "self", "hint" }, { nrequired = 1 })
end

-- byte offset (1-based) of code point index i (0-based) in s, #s + 1 past the end
local function boff(s, i)
  if i <= 0 then return 1 end
  return utf8offset(s, i + 1) or #s + 1
end

local function strarg(x, what)
  if type(x) ~= "string" then
    if R.isinstance(x, R.str_t) then return R.str(x) end
    raise("TypeError", what .. typename(x))
  end
  return x
end

local StringIO
local function translate_nl(s, nl)
  if nl == None then
    if find(s, "\r", 1, true) then s = gsub((gsub(s, "\r\n", "\n")), "\r", "\n") end
  elseif nl == "\r" or nl == "\r\n" then
    s = gsub(s, "\n", nl)
  end
  return s -- (the first of gsub's results: the assignments keep one)
end
-- the byte index just past the line that starts at byte a of v
local function line_end(v, a, nl)
  if nl == "" then -- any of \r, \n, \r\n ends a line
    local e = find(v, "[\r\n]", a)
    if not e then return #v + 1 end
    if sub(v, e, e + 1) == "\r\n" then return e + 2 end
    return e + 1
  end
  local term = (nl == "\r" or nl == "\r\n") and nl or "\n"
  local e = find(v, term, a, true)
  return e and e + #term or #v + 1
end

StringIO = R.CLASS("StringIO", { m.TextIOBase }, nil, function(ns)
  ns.__module__ = "_io"
  ns.__init__ = R.sig(function(self, initial, newline)
    local s = ""
    if initial ~= nil and initial ~= None then
      s = strarg(initial, "initial_value must be str or None, not ")
    end
    if newline ~= nil and newline ~= None and newline ~= "" and newline ~= "\n" and
       newline ~= "\r" and newline ~= "\r\n" then
      raise("ValueError", "illegal newline value: " .. R.repr(newline))
    end
    -- newline: None translates \r\n and \r to \n as they are written; "\r" and "\r\n" are
    -- what \n becomes; "" and "\n" leave the text as it is ("" ends lines at any of them)
    if newline == nil then newline = "\n" end
    rawset(self, "#nl", newline)
    s = translate_nl(s, newline)
    rawset(self, BUF, { s })
    rawset(self, POS, 0)
    rawset(self, "#len", clen(s))
    rawset(self, CLOSED, false)
    return None
  end, "StringIO", { "self", "initial_value", "newline" }, { nrequired = 1 })

  ns.write = function(self, s)
    check_open(self)
    if type(s) ~= "string" and not R.isinstance(s, R.str_t) then
      raise("TypeError", "string argument expected, got '" .. typename(s) .. "'")
    end
    s = R.str(s)
    local written = clen(s)
    local nl = rawget(self, "#nl")
    if nl ~= "\n" and nl ~= "" then s = translate_nl(s, nl) end
    local n = clen(s)
    local pos, len = rawget(self, POS), rawget(self, "#len")
    if pos == len then
      local b = rawget(self, BUF)
      b[#b + 1] = s
      rawset(self, "#len", len + n)
    else
      local v = value(self)
      if pos > len then v = v .. rep("\0", pos - len); len = pos end
      local a, b = boff(v, pos), boff(v, pos + n)
      v = sub(v, 1, a - 1) .. s .. sub(v, b)
      rawset(self, BUF, { v })
      rawset(self, "#len", pos + n > len and pos + n or len)
    end
    rawset(self, POS, pos + n)
    return written
  end
  ns.writelines = function(self, lines)
    check_open(self)
    for line in R.iterate(lines) do ns.write(self, line) end
    return None
  end
  ns.getvalue = function(self)
    check_open(self)
    return value(self)
  end
  ns.read = R.sig(function(self, size)
    check_open(self)
    local v, pos, len = value(self), rawget(self, POS), rawget(self, "#len")
    local n = len - pos
    if size ~= nil and size ~= None then
      size = R.index(size)
      if size >= 0 and size < n then n = size end
    end
    if n <= 0 then return "" end
    local a = boff(v, pos)
    local b = boff(v, pos + n)
    rawset(self, POS, pos + n)
    return sub(v, a, b - 1)
  end, "read", { "self", "size" }, { nrequired = 1 })
  local function readline(self, limit)
    local v, pos, len = value(self), rawget(self, POS), rawget(self, "#len")
    if pos >= len then return "" end
    local a = boff(v, pos)
    local b = line_end(v, a, rawget(self, "#nl"))
    local line = sub(v, a, b - 1)
    local n = clen(line)
    if limit and limit >= 0 and limit < n then
      line = sub(line, 1, boff(line, limit) - 1)
      n = limit
    end
    rawset(self, POS, pos + n)
    return line
  end
  ns.readline = R.sig(function(self, size)
    check_open(self)
    if size ~= nil and size ~= None then size = R.index(size) else size = nil end
    return readline(self, size)
  end, "readline", { "self", "size" }, { nrequired = 1 })
  ns.readlines = readlines_method(check_open, readline, function(line) return line end, clen)
  ns.__iter__ = function(self)
    check_open(self)
    return self
  end
  ns.__next__ = function(self)
    check_open(self)
    local line = readline(self)
    if line == "" then R.RAISE(R.exc_classes.StopIteration) end
    return line
  end
  ns.seek = R.sig(function(self, pos, whence)
    check_open(self)
    pos = R.index(pos)
    whence = whence == nil and 0 or R.index(whence)
    if whence == 0 then
      if pos < 0 then raise("ValueError", "Negative seek position " .. R.str(pos)) end
    elseif whence == 1 or whence == 2 then
      if pos ~= 0 then
        raise("OSError", whence == 1 and "Can't do nonzero cur-relative seeks" or
          "Can't do nonzero end-relative seeks")
      end
      pos = whence == 1 and rawget(self, POS) or rawget(self, "#len")
    else
      raise("ValueError", "Invalid whence (" .. R.str(whence) .. ", should be 0, 1 or 2)")
    end
    rawset(self, POS, pos)
    return pos
  end, "seek", { "self", "pos", "whence" }, { nrequired = 2 })
  ns.tell = function(self)
    check_open(self)
    return rawget(self, POS)
  end
  ns.truncate = R.sig(function(self, size)
    check_open(self)
    local len = rawget(self, "#len")
    if size == nil or size == None then size = rawget(self, POS) else size = R.index(size) end
    if size < 0 then raise("ValueError", "Negative size value " .. R.str(size)) end
    if size < len then
      local v = value(self)
      rawset(self, BUF, { sub(v, 1, boff(v, size) - 1) })
      rawset(self, "#len", size)
    end
    return size
  end, "truncate", { "self", "size" }, { nrequired = 1 })
  ns.close = function(self)
    rawset(self, CLOSED, true)
    return None
  end
  ns.flush = function(self)
    check_open(self)
    return None
  end
  ns.readable = function(self) check_open(self); return true end
  ns.writable = function(self) check_open(self); return true end
  ns.seekable = function(self) check_open(self); return true end
  ns.isatty = function(self) check_open(self); return false end
  ns.__enter__ = function(self)
    check_open(self)
    return self
  end
  ns.__exit__ = function(self) rawset(self, CLOSED, true); return None end
  ns.closed = R.builtins.property(function(self) return rawget(self, CLOSED) == true end)
  ns.fileno = function(self) check_open(self); raise_unsupported("fileno") end
  ns.detach = function(self) check_open(self); raise_unsupported("detach") end
  ns.line_buffering = false
  ns.newlines = None
  ns.encoding = None
  ns.errors = None
end)
StringIO["#dict"].__module__ = "_io"
m.StringIO = StringIO

-- BytesIO: the binary stream over bytes (its buffer a Lua string, positions in bytes).
-- getbuffer() hands out a writable view of a bytearray that holds the contents while it is
-- exported: reads take the contents from it (writes through the view show), and a write or
-- truncate takes them back and lets the view go (CPython raises BufferError for a write while
-- a view is alive, so a program it runs has released the view by then)
local EXPORT = "#export"
local function bcontents(self)
  local ba = rawget(self, EXPORT)
  if ba then rawset(self, BUF, R.bytes_raw(ba)) end
  return rawget(self, BUF)
end
local function bunexport(self)
  local s = bcontents(self)
  rawset(self, EXPORT, nil)
  return s
end
-- (CPython's bytesio.c ends the closed-file message with a period; stringio.c does not)
local function check_bopen(self)
  if rawget(self, CLOSED) then raise("ValueError", "I/O operation on closed file.") end
end
local function bytesarg(x, what)
  local b = R.bytes_raw(x)
  if b == nil then raise("TypeError", "a bytes-like object is required, not '" .. typename(x) .. "'") end
  return b
end
local BytesIO = R.CLASS("BytesIO", { m.BufferedIOBase }, nil, function(ns)
  ns.__init__ = R.sig(function(self, initial)
    rawset(self, BUF, (initial == nil or initial == None) and "" or bytesarg(initial))
    rawset(self, POS, 0)
    return None
  end, "BytesIO", { "self", "initial_bytes" }, { nrequired = 1 })
  ns.write = function(self, b)
    check_bopen(self)
    local data = bytesarg(b)
    local buf, pos = bunexport(self), rawget(self, POS)
    if pos > #buf then buf = buf .. rep("\0", pos - #buf) end
    rawset(self, BUF, sub(buf, 1, pos) .. data .. sub(buf, pos + #data + 1))
    rawset(self, POS, pos + #data)
    return #data
  end
  ns.getvalue = function(self) check_bopen(self); return R.BYTES(bcontents(self)) end
  ns.getbuffer = function(self)
    check_bopen(self)
    local ba = rawget(self, EXPORT)
    if not ba then
      ba = R.CALL(R.builtins.bytearray, { R.BYTES(rawget(self, BUF)) })
      rawset(self, EXPORT, ba)
    end
    return R.CALL(R.builtins.memoryview, { ba })
  end
  local function bread(self, size)
    check_bopen(self)
    if size ~= nil and size ~= None then
      if R.lookup(R.typeof(size), "__index__") == nil then
        raise("TypeError", "argument should be integer or None, not '" .. typename(size) .. "'")
      end
      size = R.index(size)
    else
      size = nil
    end
    local buf, pos = bcontents(self), rawget(self, POS)
    local n = (size == nil or size < 0) and #buf - pos or size
    local r = sub(buf, pos + 1, pos + n)
    rawset(self, POS, pos + #r)
    return r
  end
  ns.read = R.sig(function(self, size) return R.BYTES(bread(self, size)) end,
    "read", { "self", "size" }, { nrequired = 1 })
  ns.read1 = R.sig(function(self, size) return R.BYTES(bread(self, size)) end,
    "read1", { "self", "size" }, { nrequired = 1 })
  -- readinto(b): the next len(b) bytes (or what is left) into the writable buffer b
  local function readinto(self, b)
    check_bopen(self)
    local mt = getmetatable(b)
    if mt ~= R.ByteArrayMT and not (mt == R.MemViewMT and R.GA(b, "readonly") == false) then
      raise("TypeError", "readinto() argument must be read-write bytes-like object, not " .. typename(b))
    end
    local r = bread(self, R.LEN(b))
    if #r > 0 then R.SI(b, R.SLICE(0, #r, None), R.BYTES(r)) end
    return #r
  end
  ns.readinto = R.sig(readinto, "readinto", { "self", "buffer" })
  ns.readinto1 = R.sig(readinto, "readinto1", { "self", "buffer" })
  local function breadline(self, size)
    local buf, pos = bcontents(self), rawget(self, POS)
    local e = find(buf, "\n", pos + 1, true) or #buf
    if size and size >= 0 and pos + size < e then e = pos + size end
    if e < pos then e = pos end
    rawset(self, POS, e)
    return sub(buf, pos + 1, e)
  end
  ns.readline = R.sig(function(self, size)
    check_bopen(self)
    if size ~= nil and size ~= None then size = R.index(size) else size = nil end
    return R.BYTES(breadline(self, size))
  end, "readline", { "self", "size" }, { nrequired = 1 })
  ns.readlines = readlines_method(check_bopen, breadline, R.BYTES, function(line) return #line end)
  ns.__iter__ = function(self) check_bopen(self); return self end
  ns.__next__ = function(self)
    check_bopen(self)
    local line = breadline(self)
    if line == "" then R.RAISE(R.exc_classes.StopIteration) end
    return R.BYTES(line)
  end
  ns.writelines = function(self, lines)
    check_bopen(self)
    for line in R.iterate(lines) do ns.write(self, line) end
    return None
  end
  ns.truncate = R.sig(function(self, size)
    check_bopen(self)
    local buf = bunexport(self)
    if size == nil or size == None then size = rawget(self, POS) else size = R.index(size) end
    if size < 0 then raise("ValueError", "negative size value " .. R.str(size)) end
    if size < #buf then rawset(self, BUF, sub(buf, 1, size)) end
    return size
  end, "truncate", { "self", "size" }, { nrequired = 1 })
  ns.flush = function(self) check_bopen(self); return None end
  ns.fileno = function(self) check_bopen(self); raise_unsupported("fileno") end
  ns.detach = function(self) check_bopen(self); raise_unsupported("detach") end
  ns.isatty = function(self) check_bopen(self); return false end
  ns.seek = R.sig(function(self, pos, whence)
    check_bopen(self)
    pos = R.index(pos)
    whence = (whence == nil or whence == None) and 0 or R.index(whence)
    if whence == 1 then pos = rawget(self, POS) + pos
    elseif whence == 2 then pos = #bcontents(self) + pos
    elseif whence ~= 0 then raise("ValueError", "invalid whence (" .. R.str(whence) .. ", should be 0, 1 or 2)") end
    if pos < 0 then raise("ValueError", "negative seek value " .. R.str(pos)) end
    rawset(self, POS, pos)
    return pos
  end, "seek", { "self", "pos", "whence" }, { nrequired = 2 })
  ns.tell = function(self) check_bopen(self); return rawget(self, POS) end
  ns.close = function(self) rawset(self, CLOSED, true); return None end
  ns.readable = function(self) check_bopen(self); return true end
  ns.writable = function(self) check_bopen(self); return true end
  ns.seekable = function(self) check_bopen(self); return true end
  ns.__enter__ = function(self) check_bopen(self); return self end
  ns.__exit__ = function(self) rawset(self, CLOSED, true); return None end
  ns.closed = R.builtins.property(function(self) return rawget(self, CLOSED) == true end)
end)
BytesIO["#dict"].__module__ = "_io"
m.BytesIO = BytesIO

-- TextIOWrapper(buffer, encoding, errors, newline, line_buffering, write_through): text over a
-- binary stream (a BytesIO, sys.stdout.buffer, any object with read/write). Writes encode and
-- go to buffer.write at once; the first read decodes what buffer.read() gives and reads on from
-- a StringIO of it (newline's translation on both sides as CPython's; the sandbox's line
-- separator is "\n"). seek(0) starts the reading over.
local function wrapper_buffer(self)
  local b = rawget(self, "#buffer")
  if b == nil then raise("ValueError", "underlying buffer has been detached") end
  return b
end
local function wrapper_reader(self)
  wrapper_buffer(self)
  local rd = rawget(self, "#rd")
  if rd == nil then
    local data = R.CALLM(wrapper_buffer(self), "read", {})
    local text = R.CALLM(data, "decode", { rawget(self, "encoding"), rawget(self, "errors") })
    local nl = rawget(self, "#newline")
    rd = R.CALL(StringIO, { text }, { "newline", nl == nil and None or nl })
    rawset(self, "#rd", rd)
  end
  return rd
end
local TextIOWrapper = R.CLASS("TextIOWrapper", { m.TextIOBase }, nil, function(ns)
  ns.__init__ = R.sig(function(self, buffer, encoding, errors, newline, line_buffering, write_through)
    if buffer == nil then
      raise("TypeError", "TextIOWrapper.__init__() missing required argument 'buffer' (pos 1)")
    end
    if encoding == nil or encoding == None then encoding = "UTF-8" end -- (the locale's)
    if type(encoding) ~= "string" then
      raise("TypeError", "TextIOWrapper() argument 'encoding' must be str or None, not " .. typename(encoding))
    end
    R.CALLM("", "encode", { encoding }) -- (an unknown encoding's LookupError now, as CPython's)
    if errors == nil or errors == None then errors = "strict" end
    if newline ~= nil and newline ~= None and newline ~= "" and newline ~= "\n" and
       newline ~= "\r" and newline ~= "\r\n" then
      raise("ValueError", "illegal newline value: " .. R.str(newline))
    end
    -- (CPython asks the buffer these first: an object without them is an AttributeError)
    for _, q in ipairs({ "readable", "writable", "seekable" }) do R.CALLM(buffer, q, {}) end
    rawset(self, "#buffer", buffer)
    rawset(self, "encoding", encoding)
    rawset(self, "errors", errors)
    rawset(self, "#newline", newline ~= None and newline or nil)
    rawset(self, "line_buffering", line_buffering ~= nil and R.T(line_buffering))
    rawset(self, "write_through", write_through ~= nil and R.T(write_through))
    return None
  end, "TextIOWrapper", { "self", "buffer", "encoding", "errors", "newline", "line_buffering",
    "write_through" }, { nrequired = 2 })
  ns.buffer = R.builtins.property(function(self) return wrapper_buffer(self) end)
  ns.closed = R.builtins.property(function(self) return R.GA(wrapper_buffer(self), "closed") end)
  ns.name = R.builtins.property(function(self) return R.GA(wrapper_buffer(self), "name") end)
  ns.newlines = None
  ns.write = function(self, s)
    if type(s) ~= "string" then
      raise("TypeError", "write() argument must be str, not " .. typename(s))
    end
    local b = wrapper_buffer(self)
    local nl = rawget(self, "#newline")
    local t = s
    if nl == "\r" or nl == "\r\n" then t = gsub(s, "\n", nl) end
    R.CALLM(b, "write", { R.CALLM(t, "encode", { rawget(self, "encoding"), rawget(self, "errors") }) })
    return clen(s)
  end
  ns.writelines = function(self, lines)
    for line in R.iterate(lines) do ns.write(self, line) end
    return None
  end
  ns.read = R.sig(function(self, size)
    local rd = wrapper_reader(self)
    return R.CALLM(rd, "read", { size == nil and None or size })
  end, "read", { "self", "size" }, { nrequired = 1 })
  ns.readline = R.sig(function(self, size)
    local rd = wrapper_reader(self)
    return R.CALLM(rd, "readline", { size == nil and None or size })
  end, "readline", { "self", "size" }, { nrequired = 1 })
  ns.readlines = R.sig(function(self, hint)
    local rd = wrapper_reader(self)
    return R.CALLM(rd, "readlines", { hint == nil and None or hint })
  end, "readlines", { "self", "hint" }, { nrequired = 1 })
  ns.__iter__ = function(self) wrapper_buffer(self); return self end
  ns.__next__ = function(self)
    local line = R.CALLM(wrapper_reader(self), "readline", {})
    if line == "" then R.RAISE(R.exc_classes.StopIteration) end
    return line
  end
  ns.seek = R.sig(function(self, pos, whence)
    local b = wrapper_buffer(self)
    pos = R.index(pos)
    whence = (whence == nil or whence == None) and 0 or R.index(whence)
    if whence == 0 and pos == 0 then
      rawset(self, "#rd", nil)
      return R.CALLM(b, "seek", { 0 })
    end
    if whence == 2 and pos == 0 then
      rawset(self, "#rd", nil)
      return R.CALLM(b, "seek", { 0, 2 })
    end
    if pos ~= 0 then
      raise_unsupported(whence == 1 and "can't do nonzero cur-relative seeks" or
        whence == 2 and "can't do nonzero end-relative seeks" or "can't reconstruct logical file position")
    end
    return R.CALLM(b, "tell", {})
  end, "seek", { "self", "cookie", "whence" }, { nrequired = 2 })
  ns.tell = function(self)
    local rd = rawget(self, "#rd")
    if rd ~= nil then return R.CALLM(rd, "tell", {}) end
    return R.CALLM(wrapper_buffer(self), "tell", {})
  end
  ns.flush = function(self)
    local b = wrapper_buffer(self)
    if R.hasattr(b, "flush") then R.CALLM(b, "flush", {}) end
    return None
  end
  ns.close = function(self)
    local b = rawget(self, "#buffer")
    if b ~= nil and R.hasattr(b, "close") then R.CALLM(b, "close", {}) end
    return None
  end
  ns.detach = function(self)
    local b = wrapper_buffer(self)
    rawset(self, "#buffer", nil)
    return b
  end
  ns.fileno = function(self) return R.CALLM(wrapper_buffer(self), "fileno", {}) end
  ns.readable = function(self) return R.CALLM(wrapper_buffer(self), "readable", {}) end
  ns.writable = function(self) return R.CALLM(wrapper_buffer(self), "writable", {}) end
  ns.seekable = function(self) return R.CALLM(wrapper_buffer(self), "seekable", {}) end
  ns.isatty = function(self) return false end
  ns.reconfigure = function(self) return None end
  ns.__enter__ = function(self) wrapper_buffer(self); return self end
  ns.__exit__ = function(self) ns.close(self); return None end
  ns.__repr__ = function(self) return "<_io.TextIOWrapper encoding='" .. rawget(self, "encoding") .. "'>" end
end)
TextIOWrapper["#dict"].__module__ = "_io"
m.TextIOWrapper = TextIOWrapper

return m
end
