-- A module source that is embedded in the test binary moonpy_planted but is not in
-- runtime/init.lua's allowlist: `import planted` must fail, and this code must never run.
return function(R, host)
  host.write("PLANTED MODULE CODE RAN\n")
  return { secret = 42 }
end
