-- py.num: a GMP allocation refused by the MemoryError limit frees the blocks of the scratch it
-- was writing (objint.c, "Memory"); before, each failure leaked them (found by the ASan build:
-- LeakSanitizer on num_limits). 2000 failures of m ** 3, each after a product that leaves
-- ~32 KB in the scratch that the power then writes, must not grow the process (they leaked
-- 60 MB).
local function rss_kb()
  local f = io.open("/proc/self/statm")
  if not f then return 0 end
  local _, res = f:read("n", "n")
  f:close()
  return res * 4
end
local p = num.lshift(1, 2000 * 64 - 1)  -- 2000 limbs: p * p stays in the scratch (4000 limbs)
local m = num.lshift(1, 1 << 23)        -- 1 MiB: m ** 3 is over the budget below
local before
for i = 1, 2000 do
  local q = num.mul(p, p)
  maxmem(1 << 20)
  local ok, err = pcall(num.pow, m, 3)
  maxmem(0)
  if i == 1 then
    CHECK("GMP over max_mem", tostring(err), "MemoryError: out of memory")
  end
  if i == 100 then before = rss_kb() end
  q = nil
end
local grown = rss_kb() - before
CHECK("2000 GMP failures leak nothing (RSS grew < 16 MiB)", grown < 16 * 1024, true)
CHECK("after the failures", num.bit_length(num.mul(p, p)), 2 * 2000 * 64 - 1)
