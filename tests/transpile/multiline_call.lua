local _R = ...; local _RADD, _RDEF, _RDICT, _RGI, _RMISSING, _RNone, _RSI, _RTICK = _R.ADD, _R.DEF, _R.DICT, _R.GI, _R.MISSING, _R.None, _R.SI, _R.TICK; local _RN = _RTICK(); _R.LINEMAP({[10]=6}); 
do local _t1 = {name = "combine", params = {"a", "b", "c"}, nposonly = 0, nrequired = 3}; local _t2 = _RDEF(_t1, function(a, b, c) if a == nil then _RMISSING(_t1, 1) end; if b == nil then _RMISSING(_t1, 2) end; if c == nil then _RMISSING(_t1, 3) end; 
do local _t3 = a + b;if a > 1125899906842597 or a < -1125899906842597 or b > 1125899906842597 or b < -1125899906842597 then _t3 = _RADD(a, b) end;local _t4 = _t3 + c;if _t3 > 1125899906842597 or _t3 < -1125899906842597 or c > 1125899906842597 or c < -1125899906842597 then _t4 = _RADD(_t3, c) end;do return _t4 end; end; return _RNone end);_ENV.combine = _t2; end;

do local _t5 = _RDICT();_RSI(_t5, "x", 1);_RSI(_t5, "y", 2);_ENV.values = _t5; end;
do local _t6 = _ENV.combine;
local _t7 = _ENV.values;local _t8 = _RGI(_t7, "x");
local _t9 = _ENV.values;local _t10 = _RGI(_t9, "z");
local _t11 = _ENV.values;local _t12 = _RGI(_t11, "y");
_ENV.total = _t6(_t8, _t10, _t12); end;
do local _t13 = _ENV.print;_t13(_ENV.total); end;
