-- Fuzzes the parser with mutated inputs: parse() must never raise a Lua error, and every
-- failure must be a well-formed error table.
-- usage: lua5.4 fuzz.lua [iterations] [seed] FILE...
local parser = require "parser"
local iters = tonumber(arg[1]) or 2000
math.randomseed(tonumber(arg[2]) or 1)
local srcs = {}
for i = 3, #arg do
  local f = io.open(arg[i], "rb")
  if f then srcs[#srcs + 1] = f:read("a"); f:close() end
end
local pieces = { "(", ")", "[", "]", "{", "}", ":", ",", "\n", "\n    ", "\t", " ", "'", '"', '"""', "f'{",
  "}", "\\", "#", "=", "==", "*", "**", "lambda", "if", "else", "for", "in", "not", "yield", "await", "async",
  "def", "class", "match", "case", "_", "@", "->", ":=", "...", ".", ";", "0x", "1e", "j", "\r", "\0", "\xff",
  "\xc3", "$", "?", "!", "try:", "except", "finally:", "with", "as", "import", "from", "del", "return" }
local bad = 0
local function check(src)
  local ok, tree, err = pcall(parser.parse, src, "fuzz")
  local problem
  if not ok then
    problem = "raised: " .. tostring(tree)
  elseif not tree then
    if type(err) ~= "table" or type(err.msg) ~= "string" or type(err.lineno) ~= "number"
      or type(err.offset) ~= "number" or err.msg:find("internal parser error", 1, true) then
      problem = "bad error: " .. (type(err) == "table" and tostring(err.msg) or tostring(err))
    end
  end
  if problem then
    bad = bad + 1
    if bad <= 10 then
      io.write("PROBLEM ", problem, "\n--- input:\n", src, "\n---\n")
    end
  end
end
for n = 1, iters do
  local src = srcs[math.random(#srcs)]
  local kind = math.random(4)
  if kind == 1 then
    src = src:sub(1, math.random(0, #src))
  else
    for _ = 1, math.random(1, 4) do
      local p = math.random(1, #src + 1)
      if kind == 2 then
        src = src:sub(1, p - 1) .. src:sub(p + math.random(1, 3))
      else
        src = src:sub(1, p - 1) .. pieces[math.random(#pieces)] .. src:sub(p)
      end
    end
  end
  check(src)
end
-- Deep nesting must parse or fail cleanly.
for _, d in ipairs { 50, 100, 150, 199, 200, 250, 1000 } do
  check("x = " .. ("("):rep(d) .. "1" .. (")"):rep(d) .. "\n")
  check("x = " .. ("["):rep(d) .. "1" .. ("]"):rep(d) .. "\n")
  check("x = " .. ("{"):rep(d) .. "1" .. ("}"):rep(d) .. "\n")
  check("x = " .. ("f("):rep(d) .. "1" .. (")"):rep(d) .. "\n")
  check("x = " .. ("a["):rep(d) .. "1" .. ("]"):rep(d) .. "\n")
  check("x = " .. ("-"):rep(d) .. "1\n")
  check("x = " .. ("not "):rep(d) .. "1\n")
  check("x = " .. ("lambda: "):rep(d) .. "1\n")
  check("x = 1" .. (" if 1 else 1"):rep(d) .. "\n")
  check("x = " .. ("1 + "):rep(d * 10) .. "1\n")
  check("x = " .. ("2 ** "):rep(d) .. "1\n")
  check("x = " .. ("a."):rep(d) .. "b\n")
  check("x = f'" .. ("{"):rep(d) .. "x" .. ("}"):rep(d) .. "'\n")
  local s, ind = {}, ""
  for i = 1, d do s[#s + 1] = ind .. "if x:\n"; ind = ind .. " " end
  s[#s + 1] = ind .. "pass\n"
  check(table.concat(s))
end
print(string.format("fuzz: %d inputs, %d problems", iters, bad))
os.exit(bad == 0 and 0 or 1)
