-- modjson_encoder.lua: json.encoder, the names programs import from it (JSONEncoder); the
-- class is json's own (modjson.lua).
return function(R, host)
  local _ENV = nil
  local json = R.IMPORT("json")
  return { JSONEncoder = json.JSONEncoder }
end
