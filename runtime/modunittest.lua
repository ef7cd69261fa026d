-- modunittest.lua: moonpy's own unittest, written from the documented behaviour of CPython
-- 3.11's module and checked against its output: TestCase (fixtures, the assert methods and
-- their failure messages, with ndiff-style diffs of sequences, dicts and strings), skips,
-- expected failures, subTest, cleanups, IsolatedAsyncioTestCase, TestSuite (with class and
-- module fixtures), TestLoader, TestResult, TextTestResult and TextTestRunner (the report
-- CPython writes, buffer=True), and main with its options. Not here: mock, assertLogs (there is
-- no logging module), tb_locals, test discovery. There are no files to import: main(module=None),
-- loadTestsFromModule(None) and loadTestsFromName without a module read the main program.
-- A failure's traceback starts at the test's own frame: the frames it shares with the code
-- that runs the tests are dropped, and this file's functions are never Python frames.
local type, getmetatable, setmetatable, rawget, rawset, ipairs, pairs, error =
      type, getmetatable, setmetatable, rawget, rawset, ipairs, pairs, error
local table, utf8 = table, utf8
local concat, unpack, sort, format = table.concat, table.unpack, table.sort, string.format

getmetatable = debug.getmetatable -- no __metatable is ever set: skip looking for one

return function(R, host)
local _ENV = nil
local None, raise, repr, str, T, EQ = R.None, R.raise, R.repr, R.str, R.T, R.EQ
local LIST, TUPLE, DICT = R.LIST, R.TUPLE, R.DICT
local B, exc = R.builtins, R.exc_classes
local isinstance, issubclass, typeof = R.isinstance, R.issubclass, R.typeof

local m = {}

---------------------------------------------------------------------------------------------
-- Small helpers
---------------------------------------------------------------------------------------------

local function given(x) return x ~= nil and x ~= None end
local function dflt(x, d) if x == nil then return d end return x end

-- R.pcall that leaves the exception being handled as it was: an exception that escapes an
-- except clause of the code it ran must not become the context of the next test's errors
local function protected(f, ...)
  local saved = R.current_exc()
  local r = table.pack(R.pcall(f, ...))
  R.SETEXC(saved)
  return unpack(r, 1, r.n)
end

-- o.name(...) through Python's attribute lookup (an override in a subclass is found)
local function call(o, name, ...)
  local f = type(o) == "table" and o["@" .. name]
  if f then return f(o, ...) end
  return R.GA(o, name)(...)
end

local function getattr(o, name, default)
  local ok, v = protected(R.GA, o, name)
  if ok then return v end
  v = R.EXC(v)
  if isinstance(v, exc.AttributeError) then return default end
  error(v, 0)
end

local function ulen(s) return utf8.len(s, 1, -1, true) or #s end
local function usub(s, i, j) -- code points i..j, 1-based and inclusive (j may be nil)
  local a = utf8.offset(s, i) or #s + 1
  if j == nil then return s:sub(a) end
  if j < i then return "" end
  local b = (utf8.offset(s, j + 1) or #s + 1) - 1
  return s:sub(a, b)
end
local CHAR = "[%z\1-\127\194-\253][\128-\191]*"
local function chars(s) -- 0-based array of code points
  local out, n = {}, 0
  for c in s:gmatch(CHAR) do out[n] = c; n = n + 1 end
  return out, n
end

local function strclass(cls)
  return str(R.GA(cls, "__module__")) .. "." .. str(R.GA(cls, "__qualname__"))
end

local function safe_repr(x, short)
  local ok, r = protected(repr, x)
  if not ok then
    R.EXC(r) -- a limit error goes on
    r = "<" .. R.typename(x) .. " object>"
  end
  if not short or ulen(r) < 80 then return r end
  return usub(r, 1, 80) .. " [truncated]..."
end

-- CPython's shortening of two long reprs around their common prefix
local MAX_LENGTH, PLACEHOLDER_LEN, MIN_BEGIN_LEN, MIN_END_LEN, MIN_COMMON_LEN = 80, 12, 5, 5, 5
local MIN_DIFF_LEN = MAX_LENGTH - (MIN_BEGIN_LEN + PLACEHOLDER_LEN + MIN_COMMON_LEN +
                                   PLACEHOLDER_LEN + MIN_END_LEN)
local function shorten(s, prefixlen, suffixlen)
  local n = ulen(s)
  local skip = n - prefixlen - suffixlen
  if skip > PLACEHOLDER_LEN then
    return usub(s, 1, prefixlen) .. "[" .. skip .. " chars]" .. usub(s, n - suffixlen + 1)
  end
  return s
end
local function short_reprs(a, b)
  local ra, rb = safe_repr(a), safe_repr(b)
  local la, lb = ulen(ra), ulen(rb)
  local maxlen = la > lb and la or lb
  if maxlen <= MAX_LENGTH then return ra, rb end
  local ca, cb = chars(ra), chars(rb)
  local p = 0
  while p < la and p < lb and ca[p] == cb[p] do p = p + 1 end
  local prefix = usub(ra, 1, p)
  local common_len = MAX_LENGTH - (maxlen - p + MIN_BEGIN_LEN + PLACEHOLDER_LEN)
  if common_len > MIN_COMMON_LEN then
    prefix = shorten(prefix, MIN_BEGIN_LEN, common_len)
    return prefix .. usub(ra, p + 1), prefix .. usub(rb, p + 1)
  end
  prefix = shorten(prefix, MIN_BEGIN_LEN, MIN_COMMON_LEN)
  return prefix .. shorten(usub(ra, p + 1), MIN_DIFF_LEN, MIN_END_LEN),
         prefix .. shorten(usub(rb, p + 1), MIN_DIFF_LEN, MIN_END_LEN)
end

local function splitlines(s, keepends) return R.toarray(R.S.methods.splitlines(s, keepends)) end

-- ndiff(a, b) over two Lua arrays (1-based) of lines: the diff lines difflib.ndiff writes
local function ndiff(la, lb)
  return R.toarray(R.IMPORT("difflib").ndiff(R.LIST(la), R.LIST(lb)))
end

local function pformat_lines(x)
  return splitlines(R.IMPORT("pprint").pformat(x), false)
end

---------------------------------------------------------------------------------------------
-- Exceptions and decorators
---------------------------------------------------------------------------------------------

local SkipTest = R.CLASS("SkipTest", { exc.Exception }, nil, function(ns)
  ns.__module__ = "unittest.case"
end)
m.SkipTest = SkipTest
-- raised by a subTest to end its test (an expected failure, failfast)
local ShouldStop = R.CLASS("_ShouldStop", { exc.Exception }, nil, function(ns)
  ns.__module__ = "unittest.case"
end)

-- what an old-protocol result without addUnexpectedSuccess gets as a failure
local UnexpectedSuccess = R.CLASS("_UnexpectedSuccess", { exc.Exception }, nil, function(ns)
  ns.__module__ = "unittest.case"
end)

-- what the decorators mark: functions and classes
local skip_why = setmetatable({}, { __mode = "k" })
local expecting = setmetatable({}, { __mode = "k" })

local function mark_skip(item, reason)
  skip_why[item] = reason
  return item
end

local function is_function(x)
  return type(x) == "function" or (getmetatable(x) == R.TypeMT)
end

m.skip = R.sig(function(reason)
  if is_function(reason) then return mark_skip(reason, "") end
  return function(item) return mark_skip(item, reason) end
end, "skip", { "reason" }, { nrequired = 1 })

local function identity(x) return x end
m.skipIf = R.sig(function(condition, reason)
  if T(condition) then return function(item) return mark_skip(item, reason) end end
  return identity
end, "skipIf", { "condition", "reason" }, { nrequired = 2 })

m.skipUnless = R.sig(function(condition, reason)
  if not T(condition) then return function(item) return mark_skip(item, reason) end end
  return identity
end, "skipUnless", { "condition", "reason" }, { nrequired = 2 })

m.expectedFailure = R.sig(function(f)
  expecting[f] = true
  return f
end, "expectedFailure", { "test_item" }, { nrequired = 1 })

-- the reason a test is skipped by a decorator (of its class, a base class or its method)
local function skip_reason(cls, method)
  for _, c in ipairs(cls["#mro"]) do
    if skip_why[c] ~= nil then return skip_why[c] end
  end
  local f = getmetatable(method) == R.BoundMT and method["#f"] or method
  return skip_why[f]
end

local function expects_failure(cls, method)
  for _, c in ipairs(cls["#mro"]) do
    if expecting[c] then return true end
  end
  local f = getmetatable(method) == R.BoundMT and method["#f"] or method
  return expecting[f] == true
end

---------------------------------------------------------------------------------------------
-- Tracebacks of failures
---------------------------------------------------------------------------------------------

local function exc_text(e)
  local tbm = R.traceback
  local frames = R.tb_frames(e)
  if type(frames) ~= "table" then frames = {} end
  local kept = tbm.trim_shared(frames, tbm.collect_frames(R.tb_where[1], R.tb_where[2]))
  return tbm.format_exception(kept, R.tb_where[1]:sub(2), R.tb_where[2], e, {}, frames)
end

local function exc_info(e)
  return TUPLE({ typeof(e), e, None })
end

local function is_failure(test, e)
  local fe = getattr(test, "failureException", exc.AssertionError)
  return getmetatable(fe) == R.TypeMT and isinstance(e, fe)
end

---------------------------------------------------------------------------------------------
-- TestCase
---------------------------------------------------------------------------------------------

local DIFF_OMITTED = "\nDiff is %d characters long. Set self.maxDiff to None to see it."

local function format_message(self, msg, standard)
  if not T(getattr(self, "longMessage", true)) then
    if given(msg) then return msg end
    return standard
  end
  if not given(msg) then return standard end
  return standard .. " : " .. str(msg)
end

local function truncate(self, message, diff)
  local max = getattr(self, "maxDiff", None)
  if max == None or ulen(diff) <= max then return message .. diff end
  return message .. format(DIFF_OMITTED, ulen(diff))
end

local function fail(self, text)
  local fe = getattr(self, "failureException", exc.AssertionError)
  R.RAISE(fe(text))
end

local function failm(self, msg, standard) fail(self, format_message(self, msg, standard)) end

-- a method with keyword arguments
local function method(name, params, f, nreq, extra)
  local x = { nrequired = nreq or #params, qualname = "TestCase." .. name }
  if extra then for k, v in pairs(extra) do x[k] = v end end
  return R.sig(f, name, params, x)
end

local function base_equal(self, first, second, msg)
  if not EQ(first, second) then
    local a, b = short_reprs(first, second)
    failm(self, msg, a .. " != " .. b)
  end
end

local function assert_instance(self, obj, cls, msg)
  if not isinstance(obj, cls) then
    failm(self, msg, safe_repr(obj) .. " is not an instance of " .. repr(cls))
  end
end

local function seq_equal(self, seq1, seq2, msg, seq_type)
  local tname
  if given(seq_type) then
    tname = R.GA(seq_type, "__name__")
    if not isinstance(seq1, seq_type) then
      failm(self, msg, "First sequence is not a " .. tname .. ": " .. safe_repr(seq1))
    end
    if not isinstance(seq2, seq_type) then
      failm(self, msg, "Second sequence is not a " .. tname .. ": " .. safe_repr(seq2))
    end
  else
    tname = "sequence"
  end
  local ok1, len1 = protected(R.LEN, seq1)
  if not ok1 then R.EXC(len1); failm(self, msg, "First " .. tname .. " has no length.    Non-sequence?") end
  local ok2, len2 = protected(R.LEN, seq2)
  if not ok2 then R.EXC(len2); failm(self, msg, "Second " .. tname .. " has no length.    Non-sequence?") end
  if EQ(seq1, seq2) then return end
  local a, b = short_reprs(seq1, seq2)
  local parts = { (tname:sub(1, 1):upper() .. tname:sub(2):lower()) .. "s differ: " .. a .. " != " .. b .. "\n" }
  local n = len1 < len2 and len1 or len2
  local differ = false
  for i = 0, n - 1 do
    local x, y = R.GI(seq1, i), R.GI(seq2, i)
    if not EQ(x, y) then
      local rx, ry = short_reprs(x, y)
      parts[#parts + 1] = "\nFirst differing element " .. i .. ":\n" .. rx .. "\n" .. ry .. "\n"
      differ = true
      break
    end
  end
  if not differ and len1 == len2 and not given(seq_type) and typeof(seq1) ~= typeof(seq2) then
    return
  end
  if len1 > len2 then
    parts[#parts + 1] = "\nFirst " .. tname .. " contains " .. (len1 - len2) .. " additional elements.\n"
    parts[#parts + 1] = "First extra element " .. len2 .. ":\n" .. safe_repr(R.GI(seq1, len2)) .. "\n"
  elseif len1 < len2 then
    parts[#parts + 1] = "\nSecond " .. tname .. " contains " .. (len2 - len1) .. " additional elements.\n"
    parts[#parts + 1] = "First extra element " .. len1 .. ":\n" .. safe_repr(R.GI(seq2, len1)) .. "\n"
  end
  local diff = "\n" .. concat(ndiff(pformat_lines(seq1), pformat_lines(seq2)), "\n")
  failm(self, msg, truncate(self, concat(parts), diff))
end

local function list_equal(self, a, b, msg) seq_equal(self, a, b, msg, B.list) end
local function tuple_equal(self, a, b, msg) seq_equal(self, a, b, msg, B.tuple) end

local function dict_equal(self, d1, d2, msg)
  assert_instance(self, d1, B.dict, "First argument is not a dictionary")
  assert_instance(self, d2, B.dict, "Second argument is not a dictionary")
  if not EQ(d1, d2) then
    local a, b = short_reprs(d1, d2)
    local diff = "\n" .. concat(ndiff(pformat_lines(d1), pformat_lines(d2)), "\n")
    failm(self, msg, truncate(self, a .. " != " .. b, diff))
  end
end

local function set_equal(self, s1, s2, msg)
  local function difference(x, y, which)
    local ok, d = protected(function() return call(x, "difference", y) end)
    if ok then return d end
    d = R.EXC(d)
    if isinstance(d, exc.TypeError) then
      fail(self, "invalid type when attempting set difference: " .. str(d))
    elseif isinstance(d, exc.AttributeError) then
      fail(self, which .. " argument does not support set difference: " .. str(d))
    end
    error(d, 0)
  end
  local d1 = difference(s1, s2, "first")
  local d2 = difference(s2, s1, "second")
  if not T(d1) and not T(d2) then return end
  local lines = {}
  if T(d1) then
    lines[#lines + 1] = "Items in the first set but not the second:"
    for x in R.iterate(d1) do lines[#lines + 1] = repr(x) end
  end
  if T(d2) then
    lines[#lines + 1] = "Items in the second set but not the first:"
    for x in R.iterate(d2) do lines[#lines + 1] = repr(x) end
  end
  failm(self, msg, concat(lines, "\n"))
end

local DIFF_THRESHOLD = 2 ^ 16
local function multiline_equal(self, first, second, msg)
  assert_instance(self, first, B.str, "First argument is not a string")
  assert_instance(self, second, B.str, "Second argument is not a string")
  if first == second then return end
  if ulen(first) > DIFF_THRESHOLD or ulen(second) > DIFF_THRESHOLD then
    return base_equal(self, first, second, msg)
  end
  local l1, l2 = splitlines(first, true), splitlines(second, true)
  if #l1 == 1 and first:gsub("^[\r\n]+", ""):gsub("[\r\n]+$", "") == first then
    l1, l2 = { first .. "\n" }, { second .. "\n" }
  end
  local a, b = short_reprs(first, second)
  local diff = "\n" .. concat(ndiff(l1, l2))
  failm(self, msg, truncate(self, a .. " != " .. b, diff))
end

local function type_equality_func(self, first, second)
  local t = typeof(first)
  if t ~= typeof(second) then return base_equal end
  local own = rawget(self, "#tef")
  if own and own[t] then
    local f = own[t]
    return function(s, a, b, msg) return R.CALL(f, { a, b, msg or None }) end
  end
  if t == B.dict then return dict_equal
  elseif t == B.list then return list_equal
  elseif t == B.tuple then return tuple_equal
  elseif t == B.set or t == B.frozenset then return set_equal
  elseif t == B.str then return multiline_equal end
  return base_equal
end

-- the counts of the elements of two sequences that differ: { {count1, count2, elem} ... } in
-- the order the elements first appear, by equality (unhashable elements too)
local function count_diff(first, second)
  local s, t = R.toarray(B.list(first)), R.toarray(B.list(second))
  local ns, nt = #s, #t
  local used_s, used_t = {}, {}
  local out = {}
  for i = 1, ns do
    if not used_s[i] then
      local elem = s[i]
      local cs, ct = 0, 0
      for j = i, ns do
        if not used_s[j] and EQ(s[j], elem) then cs = cs + 1; used_s[j] = true end
      end
      for j = 1, nt do
        if not used_t[j] and EQ(t[j], elem) then ct = ct + 1; used_t[j] = true end
      end
      if cs ~= ct then out[#out + 1] = { cs, ct, elem } end
    end
  end
  for i = 1, nt do
    if not used_t[i] then
      local elem = t[i]
      local ct = 0
      for j = i, nt do
        if not used_t[j] and EQ(t[j], elem) then ct = ct + 1; used_t[j] = true end
      end
      out[#out + 1] = { 0, ct, elem }
    end
  end
  return out
end

-- assertRaises / assertRaisesRegex / assertWarns as context managers
local function exc_name(x)
  local ok, n = protected(R.GA, x, "__name__")
  if ok then return str(n) end
  R.EXC(n)
  return str(x)
end

local function regex_of(r)
  if type(r) == "string" then return R.IMPORT("re").compile(r) end
  return r
end

local RaisesContext -- the class, made below
local WarnsContext

local function context_handle(ctx, name, args, kwargs)
  if #args == 0 then
    local msg = None
    if kwargs then
      msg = R.dict_get(kwargs, "msg")
      if msg == nil then msg = None else R.dict_del(kwargs, "msg") end
      for k in R.dict_pairs(kwargs) do
        raise("TypeError", repr(k) .. " is an invalid keyword argument for this function")
      end
    end
    R.SA(ctx, "msg", msg)
    return ctx
  end
  local f = args[1]
  local ok, n = protected(R.GA, f, "__name__")
  if not ok then R.EXC(n); n = str(f) end
  rawset(ctx, "#obj_name", n)
  local rest = {}
  for i = 2, #args do rest[#rest + 1] = args[i] end
  local kw = {}
  if kwargs then for k, v in R.dict_pairs(kwargs) do kw[#kw + 1] = k; kw[#kw + 1] = v end end
  call(ctx, "__enter__")
  local okc, e = protected(R.CALL, f, rest, kw)
  if okc then
    call(ctx, "__exit__", None, None, None)
  else
    e = R.EXC(e)
    local saved = R.current_exc()
    R.SETEXC(e)
    local okx, suppress = protected(call, ctx, "__exit__", typeof(e), e, None)
    R.SETEXC(saved)
    if not okx then error(suppress, 0) end
    if not T(suppress) then error(e, 0) end
  end
  return None
end

local function raise_failure(ctx, standard)
  local tc = rawget(ctx, "test_case")
  fail(tc, format_message(tc, rawget(ctx, "msg"), standard))
end

RaisesContext = R.CLASS("_AssertRaisesContext", {}, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.__enter__ = function(self) return self end
  ns.__exit__ = function(self, etype, value, tb)
    local expected = rawget(self, "expected")
    if etype == nil or etype == None then
      local ename = exc_name(expected)
      local obj = rawget(self, "#obj_name")
      if obj then raise_failure(self, ename .. " not raised by " .. str(obj))
      else raise_failure(self, ename .. " not raised") end
    end
    if not R.MATCH(value, expected) then return false end
    rawset(value, "#tb", nil) -- as CPython's with_traceback(None): a chained report shows none
    R.SA(self, "exception", value)
    local rx = rawget(self, "expected_regex")
    if rx == nil or rx == None then return true end
    if not T(call(rx, "search", str(value))) then
      raise_failure(self, '"' .. str(R.GA(rx, "pattern")) .. '" does not match "' .. str(value) .. '"')
    end
    return true
  end
end)

WarnsContext = R.CLASS("_AssertWarnsContext", {}, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.__enter__ = function(self)
    local w = R.IMPORT("warnings")
    local mgr = R.CALL(w.catch_warnings, {}, { "record", true })
    rawset(self, "#mgr", mgr)
    R.SA(self, "warnings", call(mgr, "__enter__"))
    w.simplefilter("always", rawget(self, "expected"))
    return self
  end
  ns.__exit__ = function(self, etype, value, tb)
    call(rawget(self, "#mgr"), "__exit__", None, None, None)
    if etype ~= nil and etype ~= None then return false end
    local expected = rawget(self, "expected")
    local rx = rawget(self, "expected_regex")
    local first
    for wm in R.iterate(rawget(self, "warnings")) do
      local w = R.GA(wm, "message")
      if isinstance(w, expected) then
        first = first or w
        if not given(rx) or T(call(rx, "search", str(w))) then
          R.SA(self, "warning", w)
          R.SA(self, "filename", R.GA(wm, "filename"))
          R.SA(self, "lineno", R.GA(wm, "lineno"))
          return false
        end
      end
    end
    if first then
      raise_failure(self, '"' .. str(R.GA(rx, "pattern")) .. '" does not match "' .. str(first) .. '"')
    end
    local ename = exc_name(expected)
    local obj = rawget(self, "#obj_name")
    if obj then raise_failure(self, ename .. " not triggered by " .. str(obj))
    else raise_failure(self, ename .. " not triggered") end
    return false
  end
end)

local function make_context(cls, self, expected, regex, name, base, basestr)
  local ok = getmetatable(expected) == R.TypeMT and issubclass(expected, base)
  if getmetatable(expected) == R.TupleMT then
    ok = #expected > 0
    for i = 1, #expected do
      if not (getmetatable(expected[i]) == R.TypeMT and issubclass(expected[i], base)) then ok = false end
    end
  end
  if not ok then raise("TypeError", name .. "() arg 1 must be " .. basestr) end
  local ctx = R.new_instance(cls)
  R.SA(ctx, "expected", expected)
  R.SA(ctx, "test_case", self)
  R.SA(ctx, "msg", None)
  R.SA(ctx, "expected_regex", given(regex) and regex_of(regex) or None)
  return ctx
end

-- the state of one run of a test: whether its current part succeeded, its expected failure
local function new_outcome(result)
  return { result = result, success = true, expecting_failure = false, expected_failure = nil }
end

local add_skip

-- runs f(...) as one part of a test (setUp, the test, tearDown, a cleanup, a subtest's body),
-- recording what it raises in the result; `sub` is the subtest, when it is one
local function part_error(outcome, test, e, sub)
  if isinstance(e, exc.KeyboardInterrupt) then error(e, 0) end
  if isinstance(e, SkipTest) then
    outcome.success = false
    add_skip(outcome.result, sub or test, str(e))
  elseif isinstance(e, ShouldStop) then
    return
  elseif outcome.expecting_failure then
    outcome.expected_failure = e
  else
    outcome.success = false
    local result = outcome.result
    if sub then
      call(result, "addSubTest", test, sub, exc_info(e))
    elseif result ~= nil and result ~= None then
      if is_failure(test, e) then call(result, "addFailure", test, exc_info(e))
      else call(result, "addError", test, exc_info(e)) end
    end
  end
end

local function run_part(outcome, test, f, ...)
  local old = outcome.success
  outcome.success = true
  local ok, e = protected(f, ...)
  if not ok then
    e = R.EXC(e)
    part_error(outcome, test, e, nil)
  end
  outcome.success = outcome.success and old
end

function add_skip(result, test, reason)
  local f = getattr(result, "addSkip", nil)
  if f then
    f(test, reason)
  else
    R.IMPORT("warnings").warn("TestResult has no addSkip method, skips not reported", exc.RuntimeWarning)
    call(result, "addSuccess", test)
  end
end

-- _SubTest: a test case that stands for one subtest of its test
local SubTest
local NO_MSG = host.sentinel()

local function sub_description(sub)
  local parts = {}
  local msg = rawget(sub, "#msg")
  if msg ~= NO_MSG then parts[#parts + 1] = "[" .. str(msg) .. "]" end
  local params = rawget(sub, "#params")
  if #params > 0 then
    local ps = {}
    for _, kv in ipairs(params) do ps[#ps + 1] = kv[1] .. "=" .. repr(kv[2]) end
    parts[#parts + 1] = "(" .. concat(ps, ", ") .. ")"
  end
  if #parts == 0 then return "(<subtest>)" end
  return concat(parts, " ")
end

local function testcase_str(self)
  local name = str(R.GA(self, "_testMethodName"))
  return name .. " (" .. strclass(typeof(self)) .. "." .. name .. ")"
end

local SubTestContext = R.CLASS("_SubTestContext", {}, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.__enter__ = function(self)
    local tc = rawget(self, "#tc")
    local outcome = rawget(tc, "#outcome")
    -- outside a run, or for a result without addSubTest, the block runs as it is
    if not outcome or not R.hasattr(outcome.result, "addSubTest") then
      rawset(self, "#plain", true)
      return None
    end
    rawset(self, "#parent", rawget(tc, "#subtest") or false)
    rawset(self, "#old", outcome.success)
    outcome.success = true
    rawset(tc, "#subtest", rawget(self, "#sub"))
    return None
  end
  ns.__exit__ = function(self, etype, value, tb)
    local tc = rawget(self, "#tc")
    local outcome = rawget(tc, "#outcome")
    if rawget(self, "#plain") then return false end
    local sub = rawget(self, "#sub")
    local parent = rawget(self, "#parent")
    rawset(tc, "#subtest", parent or nil)
    if etype ~= None and etype ~= nil then
      part_error(outcome, tc, value, sub)
    elseif outcome.success then
      call(outcome.result, "addSubTest", tc, sub, None)
    end
    local success = outcome.success
    outcome.success = outcome.success and rawget(self, "#old")
    if etype ~= None and etype ~= nil and isinstance(value, exc.KeyboardInterrupt) then return false end
    if not success then
      local result = outcome.result
      if result ~= None and T(getattr(result, "failfast", false)) then R.RAISE(ShouldStop()) end
    elseif outcome.expected_failure then
      R.RAISE(ShouldStop())
    end
    return true
  end
end)

local class_cleanups = setmetatable({}, { __mode = "k" }) -- class -> { {f, args, kwargs} ... }
local class_errors = setmetatable({}, { __mode = "k" })   -- class -> what its cleanups raised
local IsolatedAsyncioTestCase -- made below
local function is_async(test) return isinstance(test, IsolatedAsyncioTestCase) end
-- a coroutine (from an async test method, fixture or cleanup) is awaited, in the test's loop
local function await_maybe(x)
  if R.iscoroutine(x) then return R.AWAIT(x) end
  return x
end

local TestCase = R.CLASS("TestCase", {}, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.failureException = exc.AssertionError
  ns.longMessage = true
  ns.maxDiff = 80 * 8
  ns._testMethodName = "runTest"

  ns.__init__ = R.sig(function(self, methodName)
    if methodName == nil then methodName = "runTest" end
    R.SA(self, "_testMethodName", methodName)
    R.SA(self, "_testMethodDoc", "No test")
    R.SA(self, "_cleanups", LIST({}))
    local ok, f = protected(R.GA, self, methodName)
    if not ok then
      f = R.EXC(f)
      if methodName ~= "runTest" then
        raise("ValueError", "no such test method in " .. repr(typeof(self)) .. ": " .. str(methodName))
      end
    else
      R.SA(self, "_testMethodDoc", getattr(f, "__doc__", None))
    end
    return None
  end, "__init__", { "self", "methodName" }, { nrequired = 1, qualname = "TestCase.__init__" })

  ns.setUp = function(self) return None end
  ns.tearDown = function(self) return None end
  ns.setUpClass = B.classmethod(function(cls) return None end)
  ns.tearDownClass = B.classmethod(function(cls) return None end)

  ns.__str__ = testcase_str
  ns.__repr__ = function(self)
    return "<" .. strclass(typeof(self)) .. " testMethod=" .. str(R.GA(self, "_testMethodName")) .. ">"
  end
  ns.id = function(self) return strclass(typeof(self)) .. "." .. str(R.GA(self, "_testMethodName")) end
  ns.countTestCases = function(self) return 1 end
  ns.defaultTestResult = function(self) return m.TestResult() end
  ns.shortDescription = function(self)
    local doc = getattr(self, "_testMethodDoc", None)
    if type(doc) ~= "string" or doc == "" then return None end
    local first = R.S.methods.strip(doc):match("^[^\n]*")
    return R.S.methods.strip(first)
  end

  ns.addTypeEqualityFunc = function(self, typeobj, f)
    local t = rawget(self, "#tef") or {}
    t[typeobj] = f
    rawset(self, "#tef", t)
    return None
  end

  ns.addCleanup = R.sig(function(...)
    local self, f, args, kwargs = R.ARGS(R.SIG[ns.addCleanup], ...)
    R.CALLM(R.GA(self, "_cleanups"), "append", { TUPLE({ f, args, kwargs }) })
    return None
  end, "addCleanup", { "self", "function" }, { nrequired = 2, nposonly = 2, vararg = "args",
    kwarg = "kwargs", complex = true, qualname = "TestCase.addCleanup" })

  ns.doCleanups = function(self)
    local outcome = rawget(self, "#outcome") or new_outcome(None)
    local cleanups = R.GA(self, "_cleanups")
    while R.LEN(cleanups) > 0 do
      local c = R.CALLM(cleanups, "pop", {})
      local f, args, kwargs = c[1], c[2], c[3]
      local kw = {}
      for k, v in R.dict_pairs(kwargs) do kw[#kw + 1] = k; kw[#kw + 1] = v end
      run_part(outcome, self, function() await_maybe(R.CALL(f, R.toarray(args), kw)) end)
    end
    return outcome.success
  end

  ns.skipTest = function(self, reason) R.RAISE(SkipTest(reason)) end

  ns.__eq__ = function(self, other)
    if typeof(self) ~= typeof(other) then return R.NotImplemented end
    return EQ(R.GA(self, "_testMethodName"), R.GA(other, "_testMethodName"))
  end
  ns.__hash__ = function(self) return R.hash(TUPLE({ typeof(self), R.GA(self, "_testMethodName") })) end

  -- cleanups of the class, run after tearDownClass (or after a setUpClass that raised)
  local add_class_cleanup
  add_class_cleanup = R.sig(function(...)
    local cls, f, args, kwargs = R.ARGS(R.SIG[add_class_cleanup], ...)
    local list = class_cleanups[cls] or {}
    class_cleanups[cls] = list
    list[#list + 1] = { f, args, kwargs }
    return None
  end, "addClassCleanup", { "cls", "function" }, { nrequired = 2, nposonly = 2, vararg = "args",
    kwarg = "kwargs", complex = true, qualname = "TestCase.addClassCleanup" })
  ns.addClassCleanup = B.classmethod(add_class_cleanup)
  ns.doClassCleanups = B.classmethod(function(cls)
    local errors = {}
    local list = class_cleanups[cls] or {}
    while #list > 0 do
      local c = table.remove(list)
      local kw = {}
      for k, v in R.dict_pairs(c[3]) do kw[#kw + 1] = k; kw[#kw + 1] = v end
      local ok, e = protected(R.CALL, c[1], R.toarray(c[2]), kw)
      if not ok then
        e = R.EXC(e)
        if not isinstance(e, exc.Exception) then error(e, 0) end
        errors[#errors + 1] = e
      end
    end
    class_errors[cls] = errors
    R.type_setattr(cls, "tearDown_exceptions", LIST((function()
      local out = {}
      for i, e in ipairs(errors) do out[i] = exc_info(e) end
      return out
    end)()))
    return None
  end)

  -- enterContext(cm): cm's __enter__ now, its __exit__ as a cleanup
  local function enter_context(cm, add)
    local cls = typeof(cm)
    local enter, exit = R.lookup(cls, "__enter__"), R.lookup(cls, "__exit__")
    if enter == nil or exit == nil then
      raise("TypeError", "'" .. strclass(cls) .. "' object does not support the context manager protocol")
    end
    local result = enter(cm)
    add(exit, cm)
    return result
  end
  ns.enterContext = function(self, cm)
    return enter_context(cm, function(exit, obj)
      R.CALLM(R.GA(self, "_cleanups"), "append", { TUPLE({ exit, TUPLE({ obj, None, None, None }), DICT() }) })
    end)
  end
  ns.enterClassContext = B.classmethod(function(cls, cm)
    return enter_context(cm, function(exit, obj)
      local list = class_cleanups[cls] or {}
      class_cleanups[cls] = list
      list[#list + 1] = { exit, TUPLE({ obj, None, None, None }), DICT() }
    end)
  end)

  ns.subTest = R.sig(function(...)
    local self, msg, params = R.ARGS(R.SIG[ns.subTest], ...)
    local ctx = R.new_instance(SubTestContext)
    local parent = rawget(self, "#subtest")
    -- the subtest's own parameters first, then its parents' that it does not set again
    local ps, seen = {}, {}
    for k, v in R.dict_pairs(params) do ps[#ps + 1] = { k, v }; seen[k] = true end
    if parent then
      for _, kv in ipairs(rawget(parent, "#params")) do
        if not seen[kv[1]] then ps[#ps + 1] = kv end
      end
    end
    local sub = R.new_instance(SubTest)
    R.SA(sub, "test_case", self)
    rawset(sub, "#msg", msg == nil and NO_MSG or msg)
    rawset(sub, "#params", ps)
    R.SA(sub, "_testMethodName", R.GA(self, "_testMethodName"))
    rawset(ctx, "#tc", self)
    rawset(ctx, "#sub", sub)
    return ctx
  end, "subTest", { "self", "msg" }, { nrequired = 1, kwarg = "params", complex = true,
    qualname = "TestCase.subTest" })

  ns.run = R.sig(function(self, result)
    local own = false
    if result == nil or result == None then
      result = call(self, "defaultTestResult")
      own = true
      local s = getattr(result, "startTestRun", nil)
      if s then s() end
    end
    call(result, "startTest", self)
    local ok, err = protected(function()
      local name = str(R.GA(self, "_testMethodName"))
      local test_method = R.GA(self, name)
      local why = skip_reason(typeof(self), test_method)
      if why ~= nil then
        add_skip(result, self, why)
        return
      end
      local expect = expects_failure(typeof(self), test_method)
      local outcome = new_outcome(result)
      rawset(self, "#outcome", outcome)
      local function steps()
        if is_async(self) then -- the async steps run in the test's event loop, after the sync ones
          run_part(outcome, self, function()
            call(self, "setUp")
            await_maybe(call(self, "asyncSetUp"))
          end)
        else
          run_part(outcome, self, call, self, "setUp")
        end
        if outcome.success then
          outcome.expecting_failure = expect
          run_part(outcome, self, function() await_maybe(test_method()) end)
          outcome.expecting_failure = false
          if is_async(self) then
            run_part(outcome, self, function()
              await_maybe(call(self, "asyncTearDown"))
              call(self, "tearDown")
            end)
          else
            run_part(outcome, self, call, self, "tearDown")
          end
        end
        call(self, "doCleanups")
      end
      if is_async(self) then
        R.IMPORT("asyncio").run(R.COROUTINE(function() steps(); return R.GEN_RETURN, None end,
                                            { name = "run" }))
      else
        steps()
      end
      if outcome.success then
        if expect then
          if outcome.expected_failure then
            local f = getattr(result, "addExpectedFailure", nil)
            if f then f(self, exc_info(outcome.expected_failure))
            else call(result, "addSuccess", self) end
          else
            local f = getattr(result, "addUnexpectedSuccess", nil)
            if f then
              f(self)
            else -- a result of the old protocol: reported as a failure, with an exception
              R.IMPORT("warnings").warn("TestResult has no addUnexpectedSuccess method, reporting as failure",
                exc.RuntimeWarning)
              call(result, "addFailure", self, exc_info(UnexpectedSuccess()))
            end
          end
        else
          call(result, "addSuccess", self)
        end
      end
      rawset(self, "#outcome", nil)
    end)
    call(result, "stopTest", self)
    if own then
      local s = getattr(result, "stopTestRun", nil)
      if s then s() end
    end
    if not ok then error(err, 0) end
    return result
  end, "run", { "self", "result" }, { nrequired = 1, qualname = "TestCase.run" })
  ns.__call__ = R.sig(function(self, result) return call(self, "run", result) end,
    "__call__", { "self", "result" }, { nrequired = 1 })

  ns.debug = function(self)
    call(self, "setUp")
    call(self, str(R.GA(self, "_testMethodName")))
    call(self, "tearDown")
    local cleanups = R.GA(self, "_cleanups")
    while R.LEN(cleanups) > 0 do
      local c = R.CALLM(cleanups, "pop", {})
      local kw = {}
      for k, v in R.dict_pairs(c[3]) do kw[#kw + 1] = k; kw[#kw + 1] = v end
      R.CALL(c[1], R.toarray(c[2]), kw)
    end
    return None
  end

  -- the asserts
  ns.fail = method("fail", { "self", "msg" }, function(self, msg)
    fail(self, msg == nil and None or msg)
  end, 1)
  ns.assertEqual = method("assertEqual", { "self", "first", "second", "msg" }, function(self, a, b, msg)
    type_equality_func(self, a, b)(self, a, b, msg)
    return None
  end, 3)
  ns.assertNotEqual = method("assertNotEqual", { "self", "first", "second", "msg" }, function(self, a, b, msg)
    if not R.NE(a, b) then failm(self, msg, safe_repr(a) .. " == " .. safe_repr(b)) end
    return None
  end, 3)
  ns.assertTrue = method("assertTrue", { "self", "expr", "msg" }, function(self, x, msg)
    if not T(x) then failm(self, msg, safe_repr(x) .. " is not true") end
    return None
  end, 2)
  ns.assertFalse = method("assertFalse", { "self", "expr", "msg" }, function(self, x, msg)
    if T(x) then failm(self, msg, safe_repr(x) .. " is not false") end
    return None
  end, 2)
  ns.assertIs = method("assertIs", { "self", "expr1", "expr2", "msg" }, function(self, a, b, msg)
    if not R.rawequal(a, b) then failm(self, msg, safe_repr(a) .. " is not " .. safe_repr(b)) end
    return None
  end, 3)
  ns.assertIsNot = method("assertIsNot", { "self", "expr1", "expr2", "msg" }, function(self, a, b, msg)
    if R.rawequal(a, b) then failm(self, msg, "unexpectedly identical: " .. safe_repr(a)) end
    return None
  end, 3)
  ns.assertIsNone = method("assertIsNone", { "self", "obj", "msg" }, function(self, x, msg)
    if x ~= None then failm(self, msg, safe_repr(x) .. " is not None") end
    return None
  end, 2)
  ns.assertIsNotNone = method("assertIsNotNone", { "self", "obj", "msg" }, function(self, x, msg)
    if x == None then failm(self, msg, "unexpectedly None") end
    return None
  end, 2)
  ns.assertIn = method("assertIn", { "self", "member", "container", "msg" }, function(self, a, b, msg)
    if not R.IN(a, b) then failm(self, msg, safe_repr(a) .. " not found in " .. safe_repr(b)) end
    return None
  end, 3)
  ns.assertNotIn = method("assertNotIn", { "self", "member", "container", "msg" }, function(self, a, b, msg)
    if R.IN(a, b) then failm(self, msg, safe_repr(a) .. " unexpectedly found in " .. safe_repr(b)) end
    return None
  end, 3)
  ns.assertIsInstance = method("assertIsInstance", { "self", "obj", "cls", "msg" }, function(self, x, c, msg)
    assert_instance(self, x, c, msg)
    return None
  end, 3)
  ns.assertNotIsInstance = method("assertNotIsInstance", { "self", "obj", "cls", "msg" }, function(self, x, c, msg)
    if isinstance(x, c) then failm(self, msg, safe_repr(x) .. " is an instance of " .. repr(c)) end
    return None
  end, 3)
  local function compare(name, op, words)
    ns[name] = method(name, { "self", "a", "b", "msg" }, function(self, a, b, msg)
      if not R.richcmp(op, a, b) then failm(self, msg, safe_repr(a) .. " " .. words .. " " .. safe_repr(b)) end
      return None
    end, 3)
  end
  compare("assertGreater", "gt", "not greater than")
  compare("assertGreaterEqual", "ge", "not greater than or equal to")
  compare("assertLess", "lt", "not less than")
  compare("assertLessEqual", "le", "not less than or equal to")

  ns.assertAlmostEqual = method("assertAlmostEqual", { "self", "first", "second", "places", "msg", "delta" },
  function(self, a, b, places, msg, delta)
    if EQ(a, b) then return None end
    if given(delta) and given(places) then raise("TypeError", "specify delta or places not both") end
    local diff = B.abs(R.SUB(a, b))
    if given(delta) then
      if R.richcmp("le", diff, delta) then return None end
      failm(self, msg, safe_repr(a) .. " != " .. safe_repr(b) .. " within " .. safe_repr(delta) ..
        " delta (" .. safe_repr(diff) .. " difference)")
    end
    if not given(places) then places = 7 end
    if EQ(B.round(diff, places), 0) then return None end
    failm(self, msg, safe_repr(a) .. " != " .. safe_repr(b) .. " within " .. repr(places) ..
      " places (" .. safe_repr(diff) .. " difference)")
  end, 3)
  ns.assertNotAlmostEqual = method("assertNotAlmostEqual", { "self", "first", "second", "places", "msg", "delta" },
  function(self, a, b, places, msg, delta)
    if given(delta) and given(places) then raise("TypeError", "specify delta or places not both") end
    local diff = B.abs(R.SUB(a, b))
    if given(delta) then
      if not EQ(a, b) and R.richcmp("gt", diff, delta) then return None end
      failm(self, msg, safe_repr(a) .. " == " .. safe_repr(b) .. " within " .. safe_repr(delta) ..
        " delta (" .. safe_repr(diff) .. " difference)")
    end
    if not given(places) then places = 7 end
    if not EQ(a, b) and not EQ(B.round(diff, places), 0) then return None end
    failm(self, msg, safe_repr(a) .. " == " .. safe_repr(b) .. " within " .. repr(places) .. " places")
  end, 3)

  ns.assertSequenceEqual = method("assertSequenceEqual", { "self", "seq1", "seq2", "msg", "seq_type" },
    function(self, a, b, msg, t) seq_equal(self, a, b, msg, t); return None end, 3)
  ns.assertListEqual = method("assertListEqual", { "self", "list1", "list2", "msg" },
    function(self, a, b, msg) list_equal(self, a, b, msg); return None end, 3)
  ns.assertTupleEqual = method("assertTupleEqual", { "self", "tuple1", "tuple2", "msg" },
    function(self, a, b, msg) tuple_equal(self, a, b, msg); return None end, 3)
  ns.assertSetEqual = method("assertSetEqual", { "self", "set1", "set2", "msg" },
    function(self, a, b, msg) set_equal(self, a, b, msg); return None end, 3)
  ns.assertDictEqual = method("assertDictEqual", { "self", "d1", "d2", "msg" },
    function(self, a, b, msg) dict_equal(self, a, b, msg); return None end, 3)
  ns.assertMultiLineEqual = method("assertMultiLineEqual", { "self", "first", "second", "msg" },
    function(self, a, b, msg) multiline_equal(self, a, b, msg); return None end, 3)
  ns.assertCountEqual = method("assertCountEqual", { "self", "first", "second", "msg" }, function(self, a, b, msg)
    local diffs = count_diff(a, b)
    if #diffs == 0 then return None end
    local lines = {}
    for i, d in ipairs(diffs) do
      lines[i] = "First has " .. d[1] .. ", Second has " .. d[2] .. ":  " .. repr(d[3])
    end
    failm(self, msg, truncate(self, "Element counts were not equal:\n", concat(lines, "\n")))
  end, 3)
  ns.assertRegex = method("assertRegex", { "self", "text", "expected_regex", "msg" }, function(self, text, rx, msg)
    if type(rx) == "string" then
      if rx == "" then raise("AssertionError", "expected_regex must not be empty.") end
      rx = regex_of(rx)
    end
    if not T(call(rx, "search", text)) then
      failm(self, msg, "Regex didn't match: " .. repr(R.GA(rx, "pattern")) .. " not found in " .. repr(text))
    end
    return None
  end, 3)
  ns.assertNotRegex = method("assertNotRegex", { "self", "text", "unexpected_regex", "msg" }, function(self, text, rx, msg)
    rx = regex_of(rx)
    local mo = call(rx, "search", text)
    if T(mo) then
      local s, e = call(mo, "start"), call(mo, "end")
      failm(self, msg, "Regex matched: " .. repr(usub(text, s + 1, e)) ..
        " matches " .. repr(R.GA(rx, "pattern")) .. " in " .. repr(text))
    end
    return None
  end, 3)

  local function raises_method(name, cls, with_regex, base, basestr)
    local params = with_regex and { "self", "expected_exception", "expected_regex" } or { "self", "expected_exception" }
    if cls == WarnsContext then
      params = with_regex and { "self", "expected_warning", "expected_regex" } or { "self", "expected_warning" }
    end
    local sig = { nrequired = #params, vararg = "args", kwarg = "kwargs", complex = true,
                  qualname = "TestCase." .. name }
    ns[name] = R.sig(function(...)
      local a = { R.ARGS(R.SIG[ns[name]], ...) }
      local self, expected = a[1], a[2]
      local regex, args, kwargs
      if with_regex then regex, args, kwargs = a[3], a[4], a[5] else args, kwargs = a[3], a[4] end
      local ctx = make_context(cls, self, expected, regex, name, base, basestr)
      return context_handle(ctx, name, R.toarray(args), kwargs)
    end, name, params, sig)
  end
  raises_method("assertRaises", RaisesContext, false, exc.BaseException, "an exception type or tuple of exception types")
  raises_method("assertRaisesRegex", RaisesContext, true, exc.BaseException, "an exception type or tuple of exception types")
  raises_method("assertWarns", WarnsContext, false, exc.Warning, "a warning type or tuple of warning types")
  raises_method("assertWarnsRegex", WarnsContext, true, exc.Warning, "a warning type or tuple of warning types")
  -- the old names (deprecated in CPython, which warns)
  for _, pair in ipairs({ { "assertEquals", "assertEqual" }, { "failUnlessEqual", "assertEqual" },
      { "assertNotEquals", "assertNotEqual" }, { "failIfEqual", "assertNotEqual" },
      { "assertAlmostEquals", "assertAlmostEqual" }, { "assertNotAlmostEquals", "assertNotAlmostEqual" },
      { "failUnless", "assertTrue" }, { "assert_", "assertTrue" }, { "failIf", "assertFalse" },
      { "assertRaisesRegexp", "assertRaisesRegex" }, { "assertRegexpMatches", "assertRegex" },
      { "assertNotRegexpMatches", "assertNotRegex" } }) do
    local f, old, new = ns[pair[2]], pair[1], pair[2]
    local alias
    alias = R.sig(function(...)
      local self, args, kwargs = R.ARGS(R.SIG[alias], ...)
      R.IMPORT("warnings").warn("Please use " .. new .. " instead.", exc.DeprecationWarning, 1)
      local pos = { self }
      for i = 1, #args do pos[i + 1] = args[i] end
      local kw = {}
      for k, v in R.dict_pairs(kwargs) do kw[#kw + 1] = k; kw[#kw + 1] = v end
      return R.CALL(f, pos, kw)
    end, old, { "self" }, { nrequired = 1, vararg = "args", kwarg = "kwargs", complex = true })
    ns[old] = alias
  end
end)
m.TestCase = TestCase


-- IsolatedAsyncioTestCase: each test runs in an event loop of its own (asyncio.run), with
-- asyncSetUp after setUp and asyncTearDown before tearDown; async cleanups are awaited
local function done_coroutine(name)
  return function(self) return R.COROUTINE(function() return R.GEN_RETURN, None end, { name = name }) end
end
IsolatedAsyncioTestCase = R.CLASS("IsolatedAsyncioTestCase", { TestCase }, nil, function(ns)
  ns.__module__ = "unittest.async_case"
  ns.asyncSetUp = done_coroutine("asyncSetUp")
  ns.asyncTearDown = done_coroutine("asyncTearDown")
  ns.addAsyncCleanup = R.sig(function(...)
    local self, f, args, kwargs = R.ARGS(R.SIG[ns.addAsyncCleanup], ...)
    R.CALLM(R.GA(self, "_cleanups"), "append", { TUPLE({ f, args, kwargs }) })
    return None
  end, "addAsyncCleanup", { "self", "func" }, { nrequired = 2, nposonly = 2, vararg = "args",
    kwarg = "kwargs", complex = true, qualname = "IsolatedAsyncioTestCase.addAsyncCleanup" })
end)
m.IsolatedAsyncioTestCase = IsolatedAsyncioTestCase

SubTest = R.CLASS("_SubTest", { TestCase }, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.__init__ = function(self) return None end
  ns.__str__ = function(self)
    return testcase_str(rawget(self, "test_case")) .. " " .. sub_description(self)
  end
  ns.id = function(self) return call(rawget(self, "test_case"), "id") .. " " .. sub_description(self) end
  ns.shortDescription = function(self) return call(rawget(self, "test_case"), "shortDescription") end
  ns.runTest = function(self) raise("NotImplementedError", "subtests cannot be run directly") end
end)
R.type_setattr(SubTest, "failureException", exc.AssertionError)

-- FunctionTestCase: a plain function as a test, with optional set-up and tear-down functions
local FunctionTestCase = R.CLASS("FunctionTestCase", { TestCase }, nil, function(ns)
  ns.__module__ = "unittest.case"
  ns.__init__ = R.sig(function(self, testFunc, setUp, tearDown, description)
    TestCase["#dict"].__init__(self, "runTest")
    R.SA(self, "_setUpFunc", dflt(setUp, None))
    R.SA(self, "_tearDownFunc", dflt(tearDown, None))
    R.SA(self, "_testFunc", testFunc)
    R.SA(self, "_description", dflt(description, None))
    return None
  end, "__init__", { "self", "testFunc", "setUp", "tearDown", "description" }, { nrequired = 2 })
  ns.setUp = function(self)
    local f = R.GA(self, "_setUpFunc")
    if f ~= None then f() end
    return None
  end
  ns.tearDown = function(self)
    local f = R.GA(self, "_tearDownFunc")
    if f ~= None then f() end
    return None
  end
  ns.runTest = function(self) R.GA(self, "_testFunc")(); return None end
  ns.id = function(self) return R.GA(R.GA(self, "_testFunc"), "__name__") end
  ns.__str__ = function(self)
    return strclass(typeof(self)) .. " (" .. str(R.GA(R.GA(self, "_testFunc"), "__name__")) .. ")"
  end
  ns.__repr__ = function(self)
    return "<" .. strclass(typeof(self)) .. " tec=" .. repr(R.GA(self, "_testFunc")) .. ">"
  end
  ns.__eq__ = function(self, other)
    if typeof(self) ~= typeof(other) then return R.NotImplemented end
    for _, k in ipairs({ "_setUpFunc", "_tearDownFunc", "_testFunc", "_description" }) do
      if not EQ(R.GA(self, k), R.GA(other, k)) then return false end
    end
    return true
  end
  ns.__hash__ = function(self)
    return R.hash(TUPLE({ typeof(self), R.GA(self, "_setUpFunc"), R.GA(self, "_tearDownFunc"),
                          R.GA(self, "_testFunc"), R.GA(self, "_description") }))
  end
  ns.shortDescription = function(self)
    local d = R.GA(self, "_description")
    if d ~= None then return d end
    local doc = getattr(R.GA(self, "_testFunc"), "__doc__", None)
    if type(doc) ~= "string" or doc == "" then return None end
    return R.S.methods.strip(doc:match("^[^\n]*"))
  end
end)
m.FunctionTestCase = FunctionTestCase

-- stands for a class or module fixture that failed (setUpClass (__main__.TestX))
local ErrorHolder = R.CLASS("_ErrorHolder", {}, nil, function(ns)
  ns.__module__ = "unittest.suite"
  ns.failureException = None
  ns.id = function(self) return rawget(self, "description") end
  ns.__str__ = function(self) return rawget(self, "description") end
  ns.__repr__ = function(self) return "<ErrorHolder description=" .. repr(rawget(self, "description")) .. ">" end
  ns.shortDescription = function(self) return None end
  ns.countTestCases = function(self) return 0 end
end)
local function error_holder(description)
  local h = R.new_instance(ErrorHolder)
  R.SA(h, "description", description)
  return h
end

---------------------------------------------------------------------------------------------
-- TestResult
---------------------------------------------------------------------------------------------

local function stop_if_failfast(self)
  if T(getattr(self, "failfast", false)) then call(self, "stop") end
end

-- buffer=True: what a test prints is kept in two StringIOs, and written out (under "Stdout:" and
-- "Stderr:") only when the test failed; print follows R.stdout_target, as redirect_stdout's does
local function setup_stdout(self)
  if not T(getattr(self, "buffer", false)) then return end
  local b = rawget(self, "#buffers")
  if not b then
    local io = R.IMPORT("io")
    b = { io.StringIO(), io.StringIO() }
    rawset(self, "#buffers", b)
  end
  local sys = R.IMPORT("sys")
  rawset(self, "#saved_target", R.stdout_target or false)
  R.SA(sys, "stdout", b[1])
  R.SA(sys, "stderr", b[2])
  R.stdout_target = b[1]
end

local function restore_stdout(self)
  if not T(getattr(self, "buffer", false)) then return end
  local b = rawget(self, "#buffers")
  if not b then return end
  local orig_out, orig_err = R.GA(self, "_original_stdout"), R.GA(self, "_original_stderr")
  local sys = R.IMPORT("sys")
  R.SA(sys, "stdout", orig_out)
  R.SA(sys, "stderr", orig_err)
  R.stdout_target = rawget(self, "#saved_target") or nil
  if T(getattr(self, "_mirrorOutput", false)) then
    local out, errs = R.CALLM(b[1], "getvalue", {}), R.CALLM(b[2], "getvalue", {})
    if out ~= "" then
      R.CALLM(orig_out, "write", { "\nStdout:\n" .. out .. (out:sub(-1) == "\n" and "" or "\n") })
    end
    if errs ~= "" then
      R.CALLM(orig_err, "write", { "\nStderr:\n" .. errs .. (errs:sub(-1) == "\n" and "" or "\n") })
    end
  end
  for i = 1, 2 do
    R.CALLM(b[i], "seek", { 0 })
    R.CALLM(b[i], "truncate", {})
  end
end

local TestResult = R.CLASS("TestResult", {}, nil, function(ns)
  ns.__module__ = "unittest.result"
  ns.__init__ = R.sig(function(self, stream, descriptions, verbosity)
    R.SA(self, "failfast", false)
    R.SA(self, "failures", LIST({}))
    R.SA(self, "errors", LIST({}))
    R.SA(self, "testsRun", 0)
    R.SA(self, "skipped", LIST({}))
    R.SA(self, "expectedFailures", LIST({}))
    R.SA(self, "unexpectedSuccesses", LIST({}))
    R.SA(self, "shouldStop", false)
    R.SA(self, "buffer", false)
    R.SA(self, "tb_locals", false)
    R.SA(self, "_mirrorOutput", false)
    local sys = R.IMPORT("sys")
    R.SA(self, "_original_stdout", sys.stdout)
    R.SA(self, "_original_stderr", sys.stderr)
    return None
  end, "__init__", { "self", "stream", "descriptions", "verbosity" }, { nrequired = 1 })
  ns.startTest = function(self, test)
    R.SA(self, "testsRun", R.GA(self, "testsRun") + 1)
    R.SA(self, "_mirrorOutput", false)
    setup_stdout(self)
    return None
  end
  ns.stopTest = function(self, test)
    restore_stdout(self)
    R.SA(self, "_mirrorOutput", false)
    return None
  end
  ns.startTestRun = function(self) return None end
  ns.stopTestRun = function(self) return None end
  ns._exc_info_to_string = function(self, err, test)
    local text = exc_text(err[2])
    local b = rawget(self, "#buffers")
    if T(getattr(self, "buffer", false)) and b then
      local out, errs = R.CALLM(b[1], "getvalue", {}), R.CALLM(b[2], "getvalue", {})
      if out ~= "" then text = text .. "\nStdout:\n" .. out .. (out:sub(-1) == "\n" and "" or "\n") end
      if errs ~= "" then text = text .. "\nStderr:\n" .. errs .. (errs:sub(-1) == "\n" and "" or "\n") end
    end
    return text
  end
  ns.addError = function(self, test, err)
    stop_if_failfast(self)
    R.SA(self, "_mirrorOutput", true)
    R.CALLM(R.GA(self, "errors"), "append", { TUPLE({ test, call(self, "_exc_info_to_string", err, test) }) })
    return None
  end
  ns.addFailure = function(self, test, err)
    stop_if_failfast(self)
    R.SA(self, "_mirrorOutput", true)
    R.CALLM(R.GA(self, "failures"), "append", { TUPLE({ test, call(self, "_exc_info_to_string", err, test) }) })
    return None
  end
  ns.addSubTest = function(self, test, subtest, err)
    if err ~= None then
      if T(getattr(self, "failfast", false)) then call(self, "stop") end
      R.SA(self, "_mirrorOutput", true)
      local list = is_failure(subtest, err[2]) and R.GA(self, "failures") or R.GA(self, "errors")
      R.CALLM(list, "append", { TUPLE({ subtest, call(self, "_exc_info_to_string", err, test) }) })
    end
    return None
  end
  ns.addSuccess = function(self, test) return None end
  ns.addSkip = function(self, test, reason)
    R.CALLM(R.GA(self, "skipped"), "append", { TUPLE({ test, reason }) })
    return None
  end
  ns.addExpectedFailure = function(self, test, err)
    R.CALLM(R.GA(self, "expectedFailures"), "append", { TUPLE({ test, call(self, "_exc_info_to_string", err, test) }) })
    return None
  end
  ns.addUnexpectedSuccess = function(self, test)
    stop_if_failfast(self)
    R.CALLM(R.GA(self, "unexpectedSuccesses"), "append", { test })
    return None
  end
  ns.wasSuccessful = function(self)
    return R.LEN(R.GA(self, "failures")) == 0 and R.LEN(R.GA(self, "errors")) == 0 and
      R.LEN(getattr(self, "unexpectedSuccesses", LIST({}))) == 0
  end
  ns.stop = function(self) R.SA(self, "shouldStop", true); return None end
  ns.__repr__ = function(self)
    return "<" .. strclass(typeof(self)) .. " run=" .. str(R.GA(self, "testsRun")) .. " errors=" ..
      R.LEN(R.GA(self, "errors")) .. " failures=" .. R.LEN(R.GA(self, "failures")) .. ">"
  end
end)
m.TestResult = TestResult

---------------------------------------------------------------------------------------------
-- TestSuite
---------------------------------------------------------------------------------------------

local TestSuite
local class_failed = setmetatable({}, { __mode = "k" }) -- classes whose setUpClass raised

local function is_suite(x) return isinstance(x, TestSuite) end

local function class_level_error(result, e, method_name, parent)
  local holder = error_holder(method_name .. " (" .. parent .. ")")
  if isinstance(e, SkipTest) then
    local f = getattr(result, "addSkip", nil)
    if f then f(holder, str(e)); return end
  end
  call(result, "addError", holder, exc_info(e))
end

local function state(result)
  local s = rawget(result, "#suite_state")
  if not s then
    s = { previous = nil, entered = false }
    rawset(result, "#suite_state", s)
  end
  return s
end

-- setUpModule and tearDownModule of the main program (the only module tests come from)
local function module_setup(test, result)
  local st = state(result)
  local mod = R.GA(typeof(test), "__module__")
  if st.module == mod then return end
  st.module = mod
  st.module_failed = false
  if mod ~= "__main__" then return end
  local f = rawget(R.G, "setUpModule")
  if f == nil then return end
  local ok, e = protected(f)
  if not ok then
    e = R.EXC(e)
    local okc, ec = protected(m.doModuleCleanups)
    if not okc then class_level_error(result, R.EXC(ec), "setUpModule", mod) end
    st.module_failed = true
    class_level_error(result, e, "setUpModule", mod)
  end
end

local function module_teardown(result)
  local st = state(result)
  local mod = st.module
  st.module = nil
  if mod ~= "__main__" or st.module_failed then return end
  local f = rawget(R.G, "tearDownModule")
  if f ~= nil then
    local ok, e = protected(f)
    if not ok then
      e = R.EXC(e)
      class_level_error(result, e, "tearDownModule", mod)
    end
  end
  local ok, e = protected(m.doModuleCleanups)
  if not ok then class_level_error(result, R.EXC(e), "tearDownModule", mod) end
end

-- doClassCleanups, and an error for each cleanup that raised
local function class_cleanups_of(cls, result, method_name)
  local f = getattr(cls, "doClassCleanups", nil)
  if not f then return end
  class_errors[cls] = nil
  f()
  for _, e in ipairs(class_errors[cls] or {}) do
    class_level_error(result, e, method_name, strclass(cls))
  end
end

local function teardown_previous(test, result)
  local st = state(result)
  local prev = st.previous
  local cur = test and typeof(test) or nil
  if prev == nil or cur == prev then return end
  if class_failed[prev] or state(result).module_failed then return end
  if skip_reason(prev, nil) ~= nil then return end
  local f = getattr(prev, "tearDownClass", nil)
  if f then
    local ok, e = protected(f)
    if not ok then
      e = R.EXC(e)
      class_level_error(result, e, "tearDownClass", strclass(prev))
    end
  end
  class_cleanups_of(prev, result, "tearDownClass")
end

local function setup_class(test, result)
  local st = state(result)
  local cur = typeof(test)
  if cur == st.previous or st.module_failed then return end
  if skip_reason(cur, nil) ~= nil then return end
  class_failed[cur] = nil
  local f = getattr(cur, "setUpClass", nil)
  if f then
    local ok, e = protected(f)
    if not ok then
      e = R.EXC(e)
      class_failed[cur] = true
      class_level_error(result, e, "setUpClass", strclass(cur))
      class_cleanups_of(cur, result, "setUpClass")
    end
  end
end

local function invoke(test, result)
  if type(test) == "table" and test["@__call__"] then return test["@__call__"](test, result) end
  if not B.callable(test) then raise("TypeError", "'" .. R.typename(test) .. "' object is not callable") end
  return test(result)
end

TestSuite = R.CLASS("TestSuite", {}, nil, function(ns)
  ns.__module__ = "unittest.suite"
  ns._cleanup = true
  ns.__init__ = R.sig(function(self, tests)
    R.SA(self, "_tests", LIST({}))
    R.SA(self, "_removed_tests", 0)
    if tests ~= nil then call(self, "addTests", tests) end
    return None
  end, "__init__", { "self", "tests" }, { nrequired = 1 })
  ns.__repr__ = function(self)
    return "<" .. strclass(typeof(self)) .. " tests=" .. repr(B.list(self)) .. ">"
  end
  ns.__iter__ = function(self) return B.iter(R.GA(self, "_tests")) end
  ns.__eq__ = function(self, other)
    if not isinstance(other, typeof(self)) then return R.NotImplemented end
    return EQ(B.list(self), B.list(other))
  end
  ns.countTestCases = function(self)
    local n = R.GA(self, "_removed_tests")
    for t in R.iterate(self) do
      if t ~= None then n = n + call(t, "countTestCases") end
    end
    return n
  end
  ns.addTest = function(self, test)
    if not B.callable(test) then
      raise("TypeError", repr(test) .. " is not callable")
    end
    if getmetatable(test) == R.TypeMT and (issubclass(test, TestCase) or issubclass(test, TestSuite)) then
      raise("TypeError", "TestCases and TestSuites must be instantiated before passing them to addTest()")
    end
    R.CALLM(R.GA(self, "_tests"), "append", { test })
    return None
  end
  ns.addTests = function(self, tests)
    if type(tests) == "string" then raise("TypeError", "tests must be an iterable of tests, not a string") end
    for t in R.iterate(tests) do call(self, "addTest", t) end
    return None
  end
  ns.run = R.sig(function(self, result, debug)
    local st = state(result)
    local top = false
    if not st.entered then st.entered = true; top = true end
    local index = -1
    for test in R.iterate(self) do
      index = index + 1
      if T(getattr(result, "shouldStop", false)) then break end
      local skip = false
      if not is_suite(test) then
        teardown_previous(test, result)
        module_setup(test, result)
        setup_class(test, result)
        st.previous = typeof(test)
        if class_failed[typeof(test)] or st.module_failed then skip = true end
      end
      if not skip then
        if T(debug or false) then call(test, "debug") else invoke(test, result) end
        -- as CPython's suites do, a test that ran is dropped (the count of its cases is kept)
        if T(getattr(self, "_cleanup", false)) then
          local tests = R.GA(self, "_tests")
          if getmetatable(tests) == R.ListMT and index < #tests then
            local t = tests[index + 1]
            if R.hasattr(t, "countTestCases") then
              R.SA(self, "_removed_tests", R.GA(self, "_removed_tests") + call(t, "countTestCases"))
            end
            tests[index + 1] = None
          end
        end
      end
    end
    if top then
      teardown_previous(nil, result)
      module_teardown(result)
      st.previous = nil
      st.entered = false
    end
    return result
  end, "run", { "self", "result", "debug" }, { nrequired = 2 })
  ns.__call__ = R.sig(function(self, result) return call(self, "run", result) end,
    "__call__", { "self", "result" }, { nrequired = 2 })
  ns.debug = function(self)
    for test in R.iterate(self) do call(test, "debug") end
    return None
  end
end)
m.TestSuite = TestSuite
m.BaseTestSuite = TestSuite

---------------------------------------------------------------------------------------------
-- TestLoader
---------------------------------------------------------------------------------------------

local function is_testcase_class(x)
  return getmetatable(x) == R.TypeMT and issubclass(x, TestCase)
end

local function three_way(a, b)
  if R.richcmp("lt", a, b) then return -1 end
  if R.richcmp("gt", a, b) then return 1 end
  return 0
end
local default_cmp = R.sig(function(x, y) return three_way(x, y) end, "three_way_cmp", { "x", "y" },
  { nrequired = 2 })

local function suite_class(loader)
  return getattr(loader, "suiteClass", TestSuite)
end

-- fnmatch's case-sensitive match of a name against a shell pattern (CPython's loader calls
-- fnmatch.fnmatchcase)
local function fnmatch(name, pat)
  return R.IMPORT("fnmatch").fnmatchcase(name, pat) == true
end

-- does the loader's testNamePatterns select the test cls.name (module.qualname.name)?
local function selected(loader, cls, name)
  local pats = getattr(loader, "testNamePatterns", None)
  if not given(pats) then return true end
  local full = strclass(cls) .. "." .. name
  for p in R.iterate(pats) do
    if fnmatch(full, str(p)) then return true end
  end
  return false
end

local TestLoader = R.CLASS("TestLoader", {}, nil, function(ns)
  ns.__module__ = "unittest.loader"
  ns.testMethodPrefix = "test"
  ns.sortTestMethodsUsing = B.staticmethod(default_cmp)
  ns.testNamePatterns = None
  ns.suiteClass = TestSuite
  ns.__init__ = function(self)
    R.SA(self, "errors", LIST({}))
    return None
  end
  ns.getTestCaseNames = function(self, cls)
    local prefix = str(R.GA(self, "testMethodPrefix"))
    local names = {}
    for name in R.iterate(B.dir(cls)) do
      if name:sub(1, #prefix) == prefix and B.callable(R.GA(cls, name)) and selected(self, cls, name) then
        names[#names + 1] = name
      end
    end
    local cmp = getattr(self, "sortTestMethodsUsing", None)
    if given(cmp) and cmp ~= default_cmp then
      local list = LIST(names)
      local fk = R.IMPORT("functools").cmp_to_key(cmp)
      R.CALLM(list, "sort", {}, { "key", fk })
      return list
    end
    return LIST(names)
  end
  ns.loadTestsFromTestCase = function(self, cls)
    if issubclass(cls, TestSuite) then
      raise("TypeError", "Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?")
    end
    local names = R.toarray(call(self, "getTestCaseNames", cls))
    if #names == 0 and R.hasattr(cls, "runTest") then names = { "runTest" } end
    if cls == TestCase or cls == FunctionTestCase then names = {} end -- base types: no tests
    local tests = {}
    for i, n in ipairs(names) do tests[i] = cls(n) end
    return suite_class(self)(LIST(tests))
  end
  ns.loadTestsFromModule = R.sig(function(...)
    local self, module = R.ARGS(R.SIG[ns.loadTestsFromModule], ...)
    local tests = {}
    local names, get
    if module == nil or module == None then -- the main program (there is no module object): its globals
      local g = R.G
      names = {}
      for k in pairs(g) do if type(k) == "string" and k:byte(1) ~= 0 then names[#names + 1] = k end end
      sort(names)
      get = function(n) return g[n] end
    else
      names = R.toarray(B.dir(module))
      get = function(n) return R.GA(module, n) end
    end
    for _, n in ipairs(names) do
      local obj = get(n)
      if is_testcase_class(obj) then tests[#tests + 1] = call(self, "loadTestsFromTestCase", obj) end
    end
    return suite_class(self)(LIST(tests))
  end, "loadTestsFromModule", { "self", "module" }, { nrequired = 2, kwonly = { "pattern" }, complex = true })
  ns.loadTestsFromName = R.sig(function(self, name, module)
    local parts = {}
    for p in str(name):gmatch("[^.]+") do parts[#parts + 1] = p end
    local obj, parent
    local first = parts[1]
    if given(module) then obj = R.GA(module, first)
    else
      obj = R.G[first]
      if obj == nil then raise("AttributeError", "module '__main__' has no attribute '" .. first .. "'") end
    end
    for i = 2, #parts do parent = obj; obj = R.GA(obj, parts[i]) end
    if is_testcase_class(obj) then return call(self, "loadTestsFromTestCase", obj) end
    if is_suite(obj) then return obj end
    if parent and is_testcase_class(parent) then
      return suite_class(self)(LIST({ parent(parts[#parts]) }))
    end
    if isinstance(obj, TestCase) then return suite_class(self)(LIST({ obj })) end
    if B.callable(obj) then
      local t = obj()
      if is_suite(t) then return t end
      if isinstance(t, TestCase) then return suite_class(self)(LIST({ t })) end
      raise("TypeError", "calling " .. repr(obj) .. " returned " .. repr(t) .. ", not a test")
    end
    raise("TypeError", "don't know how to make test from: " .. repr(obj))
  end, "loadTestsFromName", { "self", "name", "module" }, { nrequired = 2 })
  ns.loadTestsFromNames = R.sig(function(self, names, module)
    local suites = {}
    for n in R.iterate(names) do suites[#suites + 1] = call(self, "loadTestsFromName", n, module or None) end
    return suite_class(self)(LIST(suites))
  end, "loadTestsFromNames", { "self", "names", "module" }, { nrequired = 2 })
end)
m.TestLoader = TestLoader
m.defaultTestLoader = TestLoader()

-- module cleanups: run after tearDownModule (the first error they raise is raised)
local module_cleanups = {}
m.addModuleCleanup = R.sig(function(...)
  local f, args, kwargs = R.ARGS(R.SIG[m.addModuleCleanup], ...)
  module_cleanups[#module_cleanups + 1] = { f, args, kwargs }
  return None
end, "addModuleCleanup", { "function" }, { nrequired = 1, nposonly = 1, vararg = "args",
  kwarg = "kwargs", complex = true })
m.doModuleCleanups = function()
  local first
  while #module_cleanups > 0 do
    local c = table.remove(module_cleanups)
    local kw = {}
    for k, v in R.dict_pairs(c[3]) do kw[#kw + 1] = k; kw[#kw + 1] = v end
    local ok, e = protected(R.CALL, c[1], R.toarray(c[2]), kw)
    if not ok then
      e = R.EXC(e)
      if not isinstance(e, exc.Exception) then error(e, 0) end
      first = first or e
    end
  end
  if first then error(first, 0) end
  return None
end
m.enterModuleContext = function(cm)
  local cls = typeof(cm)
  local enter, exit = R.lookup(cls, "__enter__"), R.lookup(cls, "__exit__")
  if enter == nil or exit == nil then
    raise("TypeError", "'" .. strclass(cls) .. "' object does not support the context manager protocol")
  end
  local result = enter(cm)
  module_cleanups[#module_cleanups + 1] = { exit, TUPLE({ cm, None, None, None }), DICT() }
  return result
end

-- Ctrl-C handling: there is no signal to catch in the sandbox
m.installHandler = function() return None end
m.removeHandler = R.sig(function(f) if f ~= nil then return f end return None end, "removeHandler",
  { "method" }, { nrequired = 0 })
m.registerResult = function(result) return None end
m.removeResult = function(result) return false end

m.makeSuite = R.sig(function(cls, prefix, sortUsing, suiteClass)
  R.IMPORT("warnings").warn("unittest.makeSuite() is deprecated and will be removed in Python 3.13. " ..
    "Please use unittest.TestLoader.loadTestsFromTestCase() instead.", exc.DeprecationWarning, 1)
  local loader = TestLoader()
  if given(prefix) then R.SA(loader, "testMethodPrefix", prefix) end
  if given(sortUsing) then R.SA(loader, "sortTestMethodsUsing", sortUsing) end
  if given(suiteClass) then R.SA(loader, "suiteClass", suiteClass) end
  return call(loader, "loadTestsFromTestCase", cls)
end, "makeSuite", { "testCaseClass", "prefix", "sortUsing", "suiteClass" }, { nrequired = 1 })

---------------------------------------------------------------------------------------------
-- TextTestResult and TextTestRunner
---------------------------------------------------------------------------------------------

local function w(stream, s) R.CALLM(stream, "write", { s }) end
local function wl(stream, s) if s then w(stream, s) end; w(stream, "\n") end
local function flush(stream)
  local f = getattr(stream, "flush", nil)
  if f then f() end
end

local SEP1, SEP2 = ("="):rep(70), ("-"):rep(70)

local function description(self, test)
  local doc = call(test, "shortDescription")
  if T(R.GA(self, "descriptions")) and given(doc) and T(doc) then
    return str(test) .. "\n" .. str(doc)
  end
  return str(test)
end

local function write_status(self, test, status)
  local stream = R.GA(self, "stream")
  local is_sub = isinstance(test, SubTest)
  if is_sub or rawget(self, "#newline") then
    if not rawget(self, "#newline") then wl(stream) end
    if is_sub then w(stream, "  ") end
    w(stream, description(self, test))
    w(stream, " ... ")
  end
  wl(stream, status)
  flush(stream)
  rawset(self, "#newline", true)
end

local function result_super(name) return TestResult["#dict"][name] end

local TextTestResult = R.CLASS("TextTestResult", { TestResult }, nil, function(ns)
  ns.__module__ = "unittest.runner"
  ns.separator1 = SEP1
  ns.separator2 = SEP2
  ns.__init__ = R.sig(function(self, stream, descriptions, verbosity)
    result_super("__init__")(self, stream, descriptions, verbosity)
    R.SA(self, "stream", stream)
    verbosity = R.INDEX(verbosity == nil and 1 or verbosity)
    R.SA(self, "showAll", verbosity > 1)
    R.SA(self, "dots", verbosity == 1)
    R.SA(self, "descriptions", descriptions == nil and true or descriptions)
    rawset(self, "#newline", true)
    return None
  end, "__init__", { "self", "stream", "descriptions", "verbosity" }, { nrequired = 4 })
  ns.getDescription = function(self, test) return description(self, test) end
  ns.startTest = function(self, test)
    result_super("startTest")(self, test)
    if T(R.GA(self, "showAll")) then
      local stream = R.GA(self, "stream")
      w(stream, description(self, test))
      w(stream, " ... ")
      flush(stream)
      rawset(self, "#newline", false)
    end
    return None
  end
  local function report(self, test, long, short)
    if T(R.GA(self, "showAll")) then
      write_status(self, test, long)
    elseif T(R.GA(self, "dots")) then
      local stream = R.GA(self, "stream")
      w(stream, short)
      flush(stream)
    end
  end
  ns.addSuccess = function(self, test)
    result_super("addSuccess")(self, test)
    report(self, test, "ok", ".")
    return None
  end
  ns.addError = function(self, test, err)
    result_super("addError")(self, test, err)
    report(self, test, "ERROR", "E")
    return None
  end
  ns.addFailure = function(self, test, err)
    result_super("addFailure")(self, test, err)
    report(self, test, "FAIL", "F")
    return None
  end
  ns.addSubTest = function(self, test, subtest, err)
    if err ~= None then
      if is_failure(subtest, err[2]) then report(self, subtest, "FAIL", "F")
      else report(self, subtest, "ERROR", "E") end
    end
    result_super("addSubTest")(self, test, subtest, err)
    return None
  end
  ns.addSkip = function(self, test, reason)
    result_super("addSkip")(self, test, reason)
    report(self, test, "skipped " .. repr(reason), "s")
    return None
  end
  ns.addExpectedFailure = function(self, test, err)
    result_super("addExpectedFailure")(self, test, err)
    report(self, test, "expected failure", "x")
    return None
  end
  ns.addUnexpectedSuccess = function(self, test)
    result_super("addUnexpectedSuccess")(self, test)
    report(self, test, "unexpected success", "u")
    return None
  end
  ns.printErrorList = function(self, flavour, errors)
    local stream = R.GA(self, "stream")
    for pair in R.iterate(errors) do
      local test, err = R.GI(pair, 0), R.GI(pair, 1)
      wl(stream, SEP1)
      wl(stream, str(flavour) .. ": " .. description(self, test))
      wl(stream, SEP2)
      wl(stream, str(err))
      flush(stream)
    end
    return None
  end
  ns.printErrors = function(self)
    local stream = R.GA(self, "stream")
    if T(R.GA(self, "dots")) or T(R.GA(self, "showAll")) then
      wl(stream)
      flush(stream)
    end
    call(self, "printErrorList", "ERROR", R.GA(self, "errors"))
    call(self, "printErrorList", "FAIL", R.GA(self, "failures"))
    local us = getattr(self, "unexpectedSuccesses", LIST({}))
    if R.LEN(us) > 0 then
      wl(stream, SEP1)
      for t in R.iterate(us) do wl(stream, "UNEXPECTED SUCCESS: " .. description(self, t)) end
      flush(stream)
    end
    return None
  end
end)
m.TextTestResult = TextTestResult

-- the runner's stream: writeln on top of any object with write
local WritelnDecorator = R.CLASS("_WritelnDecorator", {}, nil, function(ns)
  ns.__module__ = "unittest.runner"
  ns.__init__ = function(self, stream) R.SA(self, "stream", stream); return None end
  ns.write = function(self, s) return R.CALLM(rawget(self, "stream"), "write", { s }) end
  ns.writeln = R.sig(function(self, arg)
    if given(arg) and T(arg) then w(rawget(self, "stream"), arg) end
    w(rawget(self, "stream"), "\n")
    return None
  end, "writeln", { "self", "arg" }, { nrequired = 1 })
  ns.flush = function(self) flush(rawget(self, "stream")); return None end
  ns.__getattr__ = function(self, name)
    if name == "stream" or name == "__getstate__" then raise("AttributeError", name) end
    return R.GA(rawget(self, "stream"), name)
  end
end)

local RUNNER_SIG = { "self", "stream", "descriptions", "verbosity", "failfast", "buffer",
                     "resultclass", "warnings" }
local TextTestRunner = R.CLASS("TextTestRunner", {}, nil, function(ns)
  ns.__module__ = "unittest.runner"
  ns.resultclass = TextTestResult
  ns.__init__ = R.sig(function(...)
    local self, stream, descriptions, verbosity, failfast, buffer, resultclass, warnings, tb_locals =
      R.ARGS(R.SIG[ns.__init__], ...)
    if not given(stream) then stream = R.IMPORT("sys").stderr end
    R.SA(self, "stream", WritelnDecorator(stream))
    R.SA(self, "descriptions", descriptions == nil and true or descriptions)
    R.SA(self, "verbosity", verbosity == nil and 1 or verbosity)
    R.SA(self, "failfast", dflt(failfast, false))
    R.SA(self, "buffer", dflt(buffer, false))
    R.SA(self, "tb_locals", dflt(tb_locals, false))
    R.SA(self, "warnings", warnings == nil and None or warnings)
    if given(resultclass) then R.SA(self, "resultclass", resultclass) end
    return None
  end, "__init__", RUNNER_SIG, { nrequired = 1, kwonly = { "tb_locals" }, complex = true })
  ns._makeResult = function(self)
    return R.GA(self, "resultclass")(R.GA(self, "stream"), R.GA(self, "descriptions"), R.GA(self, "verbosity"))
  end
  ns.run = function(self, test)
    local result = call(self, "_makeResult")
    R.SA(result, "failfast", R.GA(self, "failfast"))
    R.SA(result, "buffer", R.GA(self, "buffer"))
    R.SA(result, "tb_locals", R.GA(self, "tb_locals"))
    -- the tests run under a filter of warnings of their own (main's is "default": each
    -- warning once per line, the deprecated assert names once per module)
    local wmod = R.IMPORT("warnings")
    local mgr = wmod.catch_warnings()
    call(mgr, "__enter__")
    local wn = R.GA(self, "warnings")
    if given(wn) and T(wn) then
      wmod.simplefilter(wn)
      if wn == "default" or wn == "always" then
        R.CALL(wmod.filterwarnings, { "module" }, { "category", exc.DeprecationWarning,
          "message", [[Please use assert\w+ instead.]] })
      end
    end
    local clock = R.IMPORT("time").perf_counter
    local start = clock()
    local s = getattr(result, "startTestRun", nil)
    local ok, e = protected(function()
      if s then s() end
      invoke(test, result)
    end)
    local stop = getattr(result, "stopTestRun", nil)
    if stop then stop() end
    call(mgr, "__exit__", None, None, None)
    if not ok then error(e, 0) end
    local taken = clock() - start
    call(result, "printErrors")
    local stream = R.GA(self, "stream")
    if R.hasattr(result, "separator2") then wl(stream, str(R.GA(result, "separator2"))) end
    local run = R.GA(result, "testsRun")
    wl(stream, format("Ran %d test%s in %.3fs", run, run ~= 1 and "s" or "", taken))
    wl(stream)
    local function count(name)
      local l = getattr(result, name, nil)
      return l and R.LEN(l) or 0
    end
    local xf, us, sk = count("expectedFailures"), count("unexpectedSuccesses"), count("skipped")
    local infos = {}
    if not T(call(result, "wasSuccessful")) then
      w(stream, "FAILED")
      local nf, ne = R.LEN(R.GA(result, "failures")), R.LEN(R.GA(result, "errors"))
      if nf > 0 then infos[#infos + 1] = "failures=" .. nf end
      if ne > 0 then infos[#infos + 1] = "errors=" .. ne end
    else
      w(stream, "OK")
    end
    if sk > 0 then infos[#infos + 1] = "skipped=" .. sk end
    if xf > 0 then infos[#infos + 1] = "expected failures=" .. xf end
    if us > 0 then infos[#infos + 1] = "unexpected successes=" .. us end
    if #infos > 0 then wl(stream, " (" .. concat(infos, ", ") .. ")") else w(stream, "\n") end
    flush(stream)
    return result
  end
end)
m.TextTestRunner = TextTestRunner

---------------------------------------------------------------------------------------------
-- main
---------------------------------------------------------------------------------------------

local USAGE = [[usage: %s [-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS]
%s[tests ...]
]]

local PROGRAM_SIG = { "self", "module", "defaultTest", "argv", "testRunner", "testLoader", "exit",
                      "verbosity", "failfast", "catchbreak", "buffer", "warnings" }
local TestProgram = R.CLASS("TestProgram", {}, nil, function(ns)
  ns.__module__ = "unittest.main"
  ns.__init__ = R.sig(function(...)
    local self, module, defaultTest, argv, testRunner, testLoader, exit, verbosity, failfast,
      catchbreak, buffer, warnings, tb_locals = R.ARGS(R.SIG[ns.__init__], ...)
    if not given(argv) then argv = R.IMPORT("sys").argv end
    argv = R.toarray(B.list(argv))
    if exit == nil then exit = true end
    verbosity = verbosity == nil and 1 or verbosity
    local names, patterns = {}, {}
    local i = 2
    while i <= #argv do
      local a = argv[i]
      if a == "-v" or a == "--verbose" then verbosity = 2
      elseif a == "-q" or a == "--quiet" then verbosity = 0
      elseif a == "-f" or a == "--failfast" then failfast = true
      elseif a == "-b" or a == "--buffer" then buffer = true
      elseif a == "-c" or a == "--catch" or a == "--locals" then -- accepted, no effect
      elseif a == "-k" and i < #argv then -- a test name pattern (a substring unless it has a *)
        i = i + 1
        local pat = str(argv[i])
        if not pat:find("*", 1, true) then pat = "*" .. pat .. "*" end
        patterns[#patterns + 1] = pat
      elseif type(a) == "string" and a:sub(1, 1) == "-" then
        local prog = type(argv[1]) == "string" and argv[1] or "python"
        local stderr = R.IMPORT("sys").stderr
        w(stderr, format(USAGE, prog, (" "):rep(#prog + 8)))
        w(stderr, prog .. ": error: unrecognized arguments: " .. a .. "\n")
        R.RAISE(exc.SystemExit(2))
      else
        names[#names + 1] = a
      end
      i = i + 1
    end
    R.SA(self, "exit", exit)
    R.SA(self, "verbosity", verbosity)
    R.SA(self, "failfast", failfast == nil and None or failfast)
    R.SA(self, "buffer", buffer == nil and None or buffer)
    R.SA(self, "catchbreak", catchbreak == nil and None or catchbreak)
    R.SA(self, "warnings", given(warnings) and warnings or "default")
    R.SA(self, "tb_locals", dflt(tb_locals, false))
    if type(module) == "string" and module ~= "__main__" then
      raise("ModuleNotFoundError", "No module named '" .. module .. "'")
    end
    local mod = (module == nil or module == "__main__") and None or module
    R.SA(self, "module", module == nil and "__main__" or module)
    local loader = given(testLoader) and testLoader or m.defaultTestLoader
    R.SA(self, "testLoader", loader)
    if #patterns > 0 then R.SA(loader, "testNamePatterns", LIST(patterns)) end
    if #names == 0 and given(defaultTest) then
      if type(defaultTest) == "string" then names = { defaultTest }
      else names = R.toarray(B.list(defaultTest)) end
    end
    local test
    if #names == 0 then
      test = call(loader, "loadTestsFromModule", mod)
    else
      test = call(loader, "loadTestsFromNames", LIST(names), mod)
    end
    R.SA(self, "test", test)
    R.SA(self, "testRunner", given(testRunner) and testRunner or None)
    call(self, "runTests")
    return None
  end, "__init__", PROGRAM_SIG, { nrequired = 1, kwonly = { "tb_locals" }, complex = true })
  ns.runTests = function(self)
    local runner = R.GA(self, "testRunner")
    if runner == None then runner = TextTestRunner end
    if getmetatable(runner) == R.TypeMT then
      local ok, r = protected(R.CALL, runner, {}, { "verbosity", R.GA(self, "verbosity"),
        "failfast", R.GA(self, "failfast"), "buffer", R.GA(self, "buffer"),
        "warnings", R.GA(self, "warnings"), "tb_locals", R.GA(self, "tb_locals") })
      if not ok then
        r = R.EXC(r)
        if not isinstance(r, exc.TypeError) then error(r, 0) end
        r = runner()
      end
      runner = r
    end
    local result = call(runner, "run", R.GA(self, "test"))
    R.SA(self, "result", result)
    if T(R.GA(self, "exit")) then
      R.RAISE(exc.SystemExit(not T(call(result, "wasSuccessful"))))
    end
    return None
  end
end)
m.TestProgram = TestProgram
m.main = TestProgram

m.getTestCaseNames = R.sig(function(cls, prefix, sortUsing, testNamePatterns)
  R.IMPORT("warnings").warn("unittest.getTestCaseNames() is deprecated and will be removed in Python 3.13. " ..
    "Please use unittest.TestLoader.getTestCaseNames() instead.", exc.DeprecationWarning, 1)
  local loader = TestLoader()
  R.SA(loader, "testMethodPrefix", prefix)
  if given(sortUsing) then R.SA(loader, "sortTestMethodsUsing", sortUsing) end
  return call(loader, "getTestCaseNames", cls)
end, "getTestCaseNames", { "testCaseClass", "prefix", "sortUsing", "testNamePatterns" }, { nrequired = 2 })

m.findTestCases = R.sig(function(module, prefix, sortUsing, suiteClass)
  R.IMPORT("warnings").warn("unittest.findTestCases() is deprecated and will be removed in Python 3.13. " ..
    "Please use unittest.TestLoader.loadTestsFromModule() instead.", exc.DeprecationWarning, 1)
  local loader = TestLoader()
  if given(prefix) then R.SA(loader, "testMethodPrefix", prefix) end
  if given(sortUsing) then R.SA(loader, "sortTestMethodsUsing", sortUsing) end
  if given(suiteClass) then R.SA(loader, "suiteClass", suiteClass) end
  return call(loader, "loadTestsFromModule", module)
end, "findTestCases", { "module", "prefix", "sortUsing", "suiteClass" }, { nrequired = 1 })

-- what `from unittest import *` takes
m.__all__ = LIST({ "TestResult", "TestCase", "IsolatedAsyncioTestCase", "TestSuite", "TextTestRunner",
  "TestLoader", "FunctionTestCase", "main", "defaultTestLoader", "SkipTest", "skip", "skipIf",
  "skipUnless", "expectedFailure", "TextTestResult", "installHandler", "registerResult",
  "removeResult", "removeHandler", "addModuleCleanup", "doModuleCleanups", "enterModuleContext",
  "getTestCaseNames", "makeSuite", "findTestCases" })

return m
end
