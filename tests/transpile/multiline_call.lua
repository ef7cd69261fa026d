local _R = ...; local _RDEF, _RDICT, _RGI, _RMISSING, _RNone, _RSI = _R.DEF, _R.DICT, _R.GI, _R.MISSING, _R.None, _R.SI; _R.LINEMAP({[10]=6}); 
do local _t1 = {name = "combine", params = {"a", "b", "c"}, nposonly = 0, nrequired = 3}; local _t2 = _RDEF(_t1, function(a, b, c) if a == nil then _RMISSING(_t1, 1) end; if b == nil then _RMISSING(_t1, 2) end; if c == nil then _RMISSING(_t1, 3) end; 
do local _t3 = (a + b);do return ((_t3 + c)) end; end; return _RNone end);_ENV.combine = _t2; end;

do local _t4 = _RDICT();_RSI(_t4, "x", 1);_RSI(_t4, "y", 2);_ENV.values = _t4; end;
do local _t5 = _ENV.combine;
local _t6 = _ENV.values;local _t7 = _RGI(_t6, "x");
local _t8 = _ENV.values;local _t9 = _RGI(_t8, "z");
local _t10 = _ENV.values;local _t11 = _RGI(_t10, "y");
_ENV.total = _t5(_t7, _t9, _t11); end;
do local _t12 = _ENV.print;_t12(_ENV.total); end;
