local _R = ...; local _RADD, _RIOP, _RMUL, _RTICK, _Rmt = _R.ADD, _R.IOP, _R.MUL, _R.TICK, _R.mt; local _RN = _RTICK(); _ENV.total = 0;
do local _t2 = 3000000;for _t1 = 0, _t2 - 1 do _RN = _RN - 1; if _RN <= 0 then _RN = _RTICK() end; _ENV.i = _t1;do 
do local _t3 = _ENV.total;local _t4 = _ENV.i;local _t5 = _t4 * 2;if _t4 > 3037000499 or _t4 < -3037000499 then _t5 = _RMUL(_t4, 2) end;local _t6 = (_t5 % 7);local _t7; if _Rmt(_t3) then local _t8 = _t3 + _t6;if _t3 > 1125899906842597 or _t3 < -1125899906842597 or _t6 > 1125899906842597 or _t6 < -1125899906842597 then _t8 = _RADD(_t3, _t6) end;_t7 = _t8; else _t7 = _RIOP("Add", _t3, _t6) end;_ENV.total = _t7; end; end; ::_c1::  end; end;
do local _t9 = _ENV.print;_t9(_ENV.total); end;
