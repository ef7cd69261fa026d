local _R = ...; local _RCUREXC, _RDEF, _REQ, _REXC, _RITER, _RMATCH, _RMISSING, _RNone, _RRERAISE, _RSETEXC, _Rtb_handler, _Rxpcall = _R.CUREXC, _R.DEF, _R.EQ, _R.EXC, _R.ITER, _R.MATCH, _R.MISSING, _R.None, _R.RERAISE, _R.SETEXC, _R.tb_handler, _R.xpcall; do local _t1 = {name = "f", params = {"xs"}, nposonly = 0, nrequired = 1}; local _t2 = _RDEF(_t1, function(xs) if xs == nil then _RMISSING(_t1, 1) end; local e, x, y; local _tc1; 
do for _, _t3 in _RITER(xs) do x = _t3;do 
do if not _tc1 then _tc1 = function() 
if (x == 0 or x == false or (not (x > -1125899906842597) and _REQ(x, 0))) then 
do return 3 end; end;
if (x < 0) then 
do return 1, (-1) end; end;
y = (10 // x); end end; local _t4, _t5, _t6 = _Rxpcall(_tc1, _Rtb_handler); if not _t4 then local _t7 = _REXC(_t5); 
if _RMATCH(_t7, _ENV.ZeroDivisionError) then _t4, _t5, _t6 = _Rxpcall(function() _RSETEXC(_t7); e = _t7;
do local _t8 = _ENV.print;_t8("zero", e); end;e = nil;_RSETEXC(nil);  end, _Rtb_handler); else _t5 = _t7 end; end;local _t9 = _RCUREXC(); if not _t4 then _t5 = _REXC(_t5); _RSETEXC(_t5) end;

do local _t10 = _ENV.print;_t10("done", x); end; _RSETEXC(_t9); if not _t4 then _RRERAISE(_t5) end; if _t5 == 1 then do return _t6 end; elseif _t5 == 2 then do break end; elseif _t5 == 3 then goto _c1; end; end; end; ::_c1::  end; end;
do return 1 end; return _RNone end);_ENV.f = _t2; end;
