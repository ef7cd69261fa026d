local _R = ...; local _RIOP, _Rconcat, _Risluanum, _Rtype = _R.IOP, _R.concat, _R.isluanum, _R.type; _ENV.total = 0;
do local _t1; local _t2 = 0; local _t4 = 3000000;for _t3 = 0, _t4 - 1 do _ENV.i = _t3;do 
do local _t5 = _ENV.i;local _t6 = (_t5 * 2);local _t7 = (_t6 % 7);if _t1 and _Rtype(_t7) == "string" then _t2 = _t2 + 1; _t1[_t2] = _t7; else if _t1 then _ENV.total = _Rconcat(_t1, "", 1, _t2);_t1 = nil end; local _t8 = _ENV.total;local _t9; if _Risluanum(_t8) then _t9 = (_t8 + _t7); else _t9 = _RIOP("Add", _t8, _t7); if _Rtype(_t9) == "string" then _t1 = {_t9}; _t2 = 1 end;  end;_ENV.total = _t9; end; end; end; ::_c1::  end; if _t1 then _ENV.total = _Rconcat(_t1, "", 1, _t2); end;  end;
do local _t10 = _ENV.print;_t10(_ENV.total); end;
