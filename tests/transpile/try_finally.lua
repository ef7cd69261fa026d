local _R = ...; local _RDEF, _REXC, _RFLOORDIV, _RITER, _RMATCH, _RMISSING, _RNone, _RRECURSION, _RRERAISE, _RSETEXC, _RTICK, _Rmt, _Rpcall = _R.DEF, _R.EXC, _R.FLOORDIV, _R.ITER, _R.MATCH, _R.MISSING, _R.None, _R.RECURSION, _R.RERAISE, _R.SETEXC, _R.TICK, _R.mt, _R.pcall; local _RN, _RD, _RDMAX = _RTICK(), 0, _R.DEPTH; do local _t1 = {name = "f", params = {"xs"}, nposonly = 0, nrequired = 1}; local _t2 = _RDEF(_t1, function(xs) if xs == nil then _RMISSING(_t1, 1) end; local e, x, y; _RD = _RD + 1; if _RD > _RDMAX then _RRECURSION() end; _RN = _RN - 1; if _RN <= 0 then _RN = _RTICK() end; 
do for _, _t3 in _RITER(xs) do _RN = _RN - 1; if _RN <= 0 then _RN = _RTICK() end; x = _t3;do 
do local _t7 = _RD; local _t4, _t5, _t6 = _Rpcall(function() 
if (x == 0 or x == false) then 
do return 3 end; end;
if (x < 0) then 
do return 1, (-1) end; end;
do local _t8; if x == 0 or x == false then _t8 = _RFLOORDIV(10, x) else _t8 = 10 // x end;y = _t8; end; end); if not _t4 then _RD = _t7; local _t9 = _REXC(_t5); 
if _RMATCH(_t9, _ENV.ZeroDivisionError) then _t4, _t5, _t6 = _Rpcall(function() _RSETEXC(_t9); e = _t9;
do local _t10 = _ENV.print;_t10("zero", e); end;e = nil;_RSETEXC(nil);  end); else _t5 = _t9 end; end;

do local _t11 = _ENV.print;_t11("done", x); end; if not _t4 then _RRERAISE(_t5) end; if _t5 == 1 then do _RD = _RD - 1; return _t6 end; elseif _t5 == 2 then do break end; elseif _t5 == 3 then goto _c1; end; end; end; ::_c1::  end; end;
do _RD = _RD - 1; return 1 end; _RD = _RD - 1; return _RNone end);_ENV.f = _t2; end;
