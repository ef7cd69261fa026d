-- A planted `os`: a withheld module's name, embedded but not in the allowlist.
return function(R, host)
  host.write("PLANTED OS RAN\n")
  return { system = function() return 0 end }
end
