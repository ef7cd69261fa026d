-- modjson_decoder.lua: json.decoder, the names programs import from it (JSONDecoder,
-- JSONDecodeError); the classes are json's own (modjson.lua).
return function(R, host)
  local _ENV = nil
  local json = R.IMPORT("json")
  return { JSONDecoder = json.JSONDecoder, JSONDecodeError = json.JSONDecodeError }
end
