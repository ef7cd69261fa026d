-- mcp.lua: the run_python pass of the attack suite (run.sh), with lua5.4 and lua-cjson.
--   lua5.4 mcp.lua request FILE   the lines a client writes: initialize, then a tools/call
--                                 (id 2) of run_python with FILE's text as its code
--   lua5.4 mcp.lua shape OUT      the answer in the shape of the suite's .exp files: the logs,
--                                 then "--- error" and the last line of the traceback when
--                                 isError; a line "--- <what>" when something is wrong instead
--                                 (no answer, garbage on stdout, a worker that died or was
--                                 killed, an id that is not the request's)
local cjson = require("cjson")
local mode, file = ...

if mode == "request" then
  local f = assert(io.open(file, "rb"))
  local code = f:read("a")
  f:close()
  print('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":'
        .. '"2025-06-18","capabilities":{},"clientInfo":{"name":"attack","version":"1"}}}')
  print(cjson.encode({ jsonrpc = "2.0", id = 2, method = "tools/call",
                       params = { name = "run_python", arguments = { code = code } } }))
  return
end

local answer, problem
for line in io.lines(file) do
  local ok, msg = pcall(cjson.decode, line)
  if not ok or type(msg) ~= "table" then
    problem = problem or "garbage on stdout: " .. line:sub(1, 80)
  elseif msg.id == 2 then
    answer = msg
  elseif msg.id ~= 1 then
    problem = problem or "an answer with id " .. tostring(msg.id) .. ": " .. line:sub(1, 120)
  end
end
local function last_line(text)
  local last = ""
  for l in text:gmatch("[^\n]+") do
    if l:find("%S") then last = l end
  end
  return last
end
-- run_python names a limit's size and the line it stopped at ("TimeoutError: time limit of 2 s
-- exceeded at line 4"); the .exp files have the CLI's words ("time limit exceeded")
local function plain_limit(l)
  l = l:gsub("^(%w+: %a+ limit) of .- exceeded", "%1 exceeded")
  return (l:gsub("^(%w+: %a+ limit exceeded) at line %d+", "%1"))
end
if problem then print("--- " .. problem) return end
if not answer then print("--- no answer to the run_python call") return end
if answer.error then
  print("--- a JSON-RPC error: " .. tostring(answer.error.message))
  return
end
local sc = answer.result and answer.result.structuredContent
if type(sc) ~= "table" then print("--- no structuredContent") return end
local err = sc.error
if answer.result.isError and type(err) == "table" then
  local msg = tostring(err.message)
  if msg:find("its worker was killed", 1, true) then
    print("--- killed: " .. msg)
    return
  elseif msg:find("the session was reset", 1, true) then
    print("--- the worker died: " .. msg)
    return
  end
end
local logs = type(sc.logs) == "string" and sc.logs or ""
io.write(logs)
if answer.result.isError then
  if logs ~= "" and logs:sub(-1) ~= "\n" then io.write("\n") end
  io.write("--- error\n", plain_limit(last_line(type(err) == "table" and tostring(err.traceback) or "")), "\n")
end
