-- modstat.lua: stat: the file-type and permission constants and predicates.
local mtype, pairs = math.type, pairs

return function(R, host)
local _ENV = nil
local m = {}
local consts = {
  S_IFMT = 0xF000, S_IFSOCK = 0xC000, S_IFLNK = 0xA000, S_IFREG = 0x8000, S_IFBLK = 0x6000,
  S_IFDIR = 0x4000, S_IFCHR = 0x2000, S_IFIFO = 0x1000, S_IFDOOR = 0, S_IFPORT = 0, S_IFWHT = 0,
  S_ISUID = 0x800, S_ISGID = 0x400, S_ISVTX = 0x200, S_ENFMT = 0x400,
  S_IRWXU = 0x1C0, S_IRUSR = 0x100, S_IWUSR = 0x80, S_IXUSR = 0x40,
  S_IRWXG = 0x38, S_IRGRP = 0x20, S_IWGRP = 0x10, S_IXGRP = 0x8,
  S_IRWXO = 0x7, S_IROTH = 0x4, S_IWOTH = 0x2, S_IXOTH = 0x1,
  S_IREAD = 0x100, S_IWRITE = 0x80, S_IEXEC = 0x40,
  ST_MODE = 0, ST_INO = 1, ST_DEV = 2, ST_NLINK = 3, ST_UID = 4, ST_GID = 5, ST_SIZE = 6,
  ST_ATIME = 7, ST_MTIME = 8, ST_CTIME = 9,
  UF_NODUMP = 1, UF_IMMUTABLE = 2, UF_APPEND = 4, UF_OPAQUE = 8, UF_NOUNLINK = 16,
  UF_COMPRESSED = 32, UF_HIDDEN = 32768, SF_ARCHIVED = 65536, SF_IMMUTABLE = 131072,
  SF_APPEND = 262144, SF_NOUNLINK = 1048576, SF_SNAPSHOT = 2097152,
  FILE_ATTRIBUTE_ARCHIVE = 32, FILE_ATTRIBUTE_DIRECTORY = 16, FILE_ATTRIBUTE_HIDDEN = 2,
  FILE_ATTRIBUTE_NORMAL = 128, FILE_ATTRIBUTE_READONLY = 1, FILE_ATTRIBUTE_SYSTEM = 4,
}
for k, v in pairs(consts) do m[k] = v end

local function mode_arg(mode)
  if mtype(mode) == "integer" then return mode end
  local i = R.index(mode)
  if i == nil then R.raise("OverflowError", "mode out of range") end
  return i
end
m.S_IMODE = function(mode) return mode_arg(mode) & 0xFFF end
m.S_IFMT = function(mode) return mode_arg(mode) & 0xF000 end
local function is(fmt) return function(mode) return mode_arg(mode) & 0xF000 == fmt end end
m.S_ISDIR = is(0x4000)
m.S_ISCHR = is(0x2000)
m.S_ISBLK = is(0x6000)
m.S_ISREG = is(0x8000)
m.S_ISFIFO = is(0x1000)
m.S_ISLNK = is(0xA000)
m.S_ISSOCK = is(0xC000)
m.S_ISDOOR = function(mode) mode_arg(mode) return false end
m.S_ISPORT = m.S_ISDOOR
m.S_ISWHT = m.S_ISDOOR

local filetypes = { [0xA000] = "l", [0xC000] = "s", [0x8000] = "-", [0x6000] = "b", [0x4000] = "d",
                    [0x2000] = "c", [0x1000] = "p" }
m.filemode = function(mode)
  mode = mode_arg(mode)
  local out = { filetypes[mode & 0xF000] or "?" }
  local function bit(b, c) out[#out + 1] = (mode & b ~= 0) and c or "-" end
  bit(0x100, "r"); bit(0x80, "w")
  if mode & 0x800 ~= 0 then out[#out + 1] = (mode & 0x40 ~= 0) and "s" or "S" else bit(0x40, "x") end
  bit(0x20, "r"); bit(0x10, "w")
  if mode & 0x400 ~= 0 then out[#out + 1] = (mode & 0x8 ~= 0) and "s" or "S" else bit(0x8, "x") end
  bit(0x4, "r"); bit(0x2, "w")
  if mode & 0x200 ~= 0 then out[#out + 1] = (mode & 0x1 ~= 0) and "t" or "T" else bit(0x1, "x") end
  local s = ""
  for i = 1, #out do s = s .. out[i] end
  return s
end
return m
end
