local _R = ...; local _RIOP, _Rmt = _R.IOP, _R.mt; _ENV.total = 0;
do local _t2 = 3000000;for _t1 = 0, _t2 - 1 do _ENV.i = _t1;do 
do local _t3 = _ENV.total;local _t4 = _ENV.i;local _t5 = (_t4 * 2);local _t6 = (_t5 % 7);local _t7; if _Rmt(_t3) then _t7 = (_t3 + _t6); else _t7 = _RIOP("Add", _t3, _t6) end;_ENV.total = _t7; end; end; ::_c1::  end; end;
do local _t8 = _ENV.print;_t8(_ENV.total); end;
