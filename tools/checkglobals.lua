-- Lists the global names that Lua files use. A file copies the globals it needs into locals and
-- then says `_ENV = nil` (or `local _ENV = nil`); after that line every access to a global is a
-- bug: the file would index a nil _ENV at run time. A file without such a line (a data table)
-- may use no global at all. Both kinds of access are found in luac's listing: through the
-- upvalue _ENV (GETTABUP/SETTABUP) and through a local named _ENV (GETFIELD/SETFIELD on its
-- register while it is live).
-- usage: lua5.4 tools/checkglobals.lua FILE.lua ...
local bad = 0

local function check(f)
  local src = assert(io.open(f)):read("a")
  local envline, n = 0, 0
  for line in (src .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    if envline == 0 and line:find("_ENV = nil") then envline = n end
  end
  local p = io.popen("luac5.4 -p -l -l " .. f .. " 2>&1")
  local listing = p:read("a")
  p:close()
  if listing:find("^luac") then
    print(listing)
    bad = bad + 1
    return
  end
  -- split into functions: instructions, then their locals
  for body in listing:gmatch("\n(%a+ <.-)\nupvalues") do
    local code = {}
    for pc, line, op, a, b, key in body:gmatch("\n\t(%d+)\t%[(%d+)%]\t(%u+)%s+(%d+) (%d+)[^\n]-; ([^\n]+)") do
      code[#code + 1] = { pc = tonumber(pc), line = tonumber(line), op = op, a = tonumber(a),
                          b = tonumber(b), key = key }
    end
    -- registers of locals: a local's register is the number of locals live at its start
    local locs = {}
    local block = body:match("\nlocals %(%d+%) for [^\n]*(.*)$") or ""
    for idx, name, s, e in block:gmatch("\n\t(%d+)\t(%S+)\t(%d+)\t(%d+)") do
      locs[#locs + 1] = { name = name, s = tonumber(s), e = tonumber(e) }
    end
    local envregs = {}
    for i, l in ipairs(locs) do
      local reg = 0
      for j = 1, i - 1 do
        if locs[j].s <= l.s and l.s < locs[j].e then reg = reg + 1 end
      end
      if l.name == "_ENV" then envregs[#envregs + 1] = { reg = reg, s = l.s, e = l.e } end
    end
    for _, ins in ipairs(code) do
      local name
      if ins.op == "GETTABUP" or ins.op == "SETTABUP" then
        name = ins.key:match('^_ENV "([^"]+)"')
      elseif ins.op == "GETFIELD" or ins.op == "SETFIELD" then
        local treg = ins.op == "GETFIELD" and ins.b or ins.a
        for _, r in ipairs(envregs) do
          if r.reg == treg and ins.pc >= r.s and ins.pc <= r.e then
            name = ins.key:match('^"([^"]+)"') or ins.key
          end
        end
      end
      if name and ins.line > envline then
        print(f .. ":" .. ins.line .. ": global '" .. name .. "'")
        bad = bad + 1
      end
    end
  end
end

for _, f in ipairs(arg) do check(f) end
print(#arg .. " files, " .. bad .. " globals")
os.exit(bad == 0 and 0 or 1)
