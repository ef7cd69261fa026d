local _R = ...; local _RADD, _RDEF, _RMISSING, _RNone, _RSUB, _RTICK = _R.ADD, _R.DEF, _R.MISSING, _R.None, _R.SUB, _R.TICK; local _RN = _RTICK(); do local _t1 = {name = "fib", params = {"n"}, nposonly = 0, nrequired = 1}; local _t2 = _RDEF(_t1, function(n) if n == nil then _RMISSING(_t1, 1) end; 
if (n < 2) then 
do return n end; end;
do local _t3 = _ENV.fib;local _t4 = n - 1;if n < -1125899906842597 then _t4 = _RSUB(n, 1) end;local _t5 = _t3(_t4);local _t6 = _ENV.fib;local _t7 = n - 2;if n < -1125899906842597 then _t7 = _RSUB(n, 2) end;local _t8 = _t6(_t7);local _t9 = _t5 + _t8;if _t5 > 1125899906842597 or _t5 < -1125899906842597 or _t8 > 1125899906842597 or _t8 < -1125899906842597 then _t9 = _RADD(_t5, _t8) end;do return _t9 end; end; return _RNone end);_ENV.fib = _t2; end;
do local _t10 = _ENV.print;local _t11 = _ENV.fib;_t10(_t11(30)); end;
